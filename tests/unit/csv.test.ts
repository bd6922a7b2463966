import { describe, expect, it } from 'vitest'
import { donationsCsv } from '@/donations/csv'
import { submissionsToCsv } from '@/forms/csv'
import { csvCell, csvTable } from '@/utilities/csv'

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(true)).toBe('yes')
  })

  it('defuses every formula start OWASP lists, so a spreadsheet shows it as text', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvCell('+1+1')).toBe("'+1+1")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('\r=1')).toBe(`"'\r=1"`)
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    // Leading spaces and full-width signs are read as a formula by some spreadsheets.
    expect(csvCell('  =1+1')).toBe("'  =1+1")
    expect(csvCell('＝1+1')).toBe("'＝1+1")
  })

  it('keeps plain numbers as numbers', () => {
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell('20.00')).toBe('20.00')
    expect(csvCell(50)).toBe('50')
  })

  it('writes CRLF lines', () => {
    expect(csvTable(['a', 'b'], [[1, '=x']])).toBe("a,b\r\n1,'=x\r\n")
  })
})

describe('both staff exports use the same defusing', () => {
  it('defuses a formula typed into a form and into a donation', () => {
    const submissions = submissionsToCsv([{ id: 1, form: '704', createdAt: 'x', fields: { message: '=cmd|calc' } }])
    const donations = donationsCsv([{ b_lname: '=cmd|calc', amount: '-5' }])
    expect(submissions).toContain("'=cmd|calc")
    expect(donations).toContain("'=cmd|calc")
    expect(donations).not.toMatch(/,=cmd/)
  })
})
