import { describe, expect, it } from 'vitest'
import { stepStates } from '@/widgets/stepper'

describe('stepStates', () => {
  it('has one active step, every earlier one completed', () => {
    expect(stepStates(3, 0)).toEqual(['active', 'upcoming', 'upcoming'])
    expect(stepStates(3, 1)).toEqual(['completed', 'active', 'upcoming'])
    expect(stepStates(3, 2)).toEqual(['completed', 'completed', 'active'])
  })

  it('keeps the active step in range', () => {
    expect(stepStates(3, 7)).toEqual(['completed', 'completed', 'active'])
    expect(stepStates(3, -1)).toEqual(['active', 'upcoming', 'upcoming'])
    expect(stepStates(0, 0)).toEqual([])
  })
})
