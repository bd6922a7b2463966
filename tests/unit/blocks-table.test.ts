import { describe, expect, it } from 'vitest'
import { normaliseTableRows } from '../../src/blocks/Table/normaliseRows'

describe('normaliseTableRows', () => {
  it('pads short rows and cuts long ones to the number of columns', () => {
    const rows = [
      { cells: [{ text: 'Bladder' }] },
      { cells: [{ text: 'Prostate' }, { text: 'Makes fluid' }, { text: 'extra' }] },
    ]
    expect(normaliseTableRows(2, rows)).toEqual([
      ['Bladder', ''],
      ['Prostate', 'Makes fluid'],
    ])
  })

  it('trims text, treats missing text as empty and drops rows with no text', () => {
    const rows = [{ cells: [{ text: '  a ' }, { text: null }, {}] }, { cells: [{ text: ' ' }, null] }, { cells: null }, null]
    expect(normaliseTableRows(3, rows)).toEqual([['a', '', '']])
  })

  it('has no body without columns or rows', () => {
    expect(normaliseTableRows(0, [{ cells: [{ text: 'a' }] }])).toEqual([])
    expect(normaliseTableRows(2, null)).toEqual([])
    expect(normaliseTableRows(2, undefined)).toEqual([])
  })
})
