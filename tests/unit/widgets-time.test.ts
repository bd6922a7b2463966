import { describe, expect, it } from 'vitest'
import {
  CLEARED_TIME,
  clampTime,
  formatTime,
  hourOptions,
  INVALID_TIME_FORMAT,
  isTimeDisabled,
  minuteOptions,
  parseTime,
  snapMinutes,
  stepMinutes,
  timeInputError,
  withMeridiem,
} from '@/widgets/timeLogic'

describe('time picker formatting and parsing', () => {
  it('shows 12-hour time by default and 24-hour on request', () => {
    expect(formatTime({ hours: 0, minutes: 5 })).toBe('12:05 AM')
    expect(formatTime({ hours: 13, minutes: 30 })).toBe('01:30 PM')
    expect(formatTime(CLEARED_TIME)).toBe('12:00 PM')
    expect(formatTime({ hours: 0, minutes: 5 }, 24)).toBe('00:05')
  })

  it('parses typed times and names bad ones', () => {
    expect(parseTime('1:30 pm')).toEqual({ hours: 13, minutes: 30 })
    expect(parseTime('12:00 AM')).toEqual({ hours: 0, minutes: 0 })
    expect(parseTime('13:00 PM')).toBeNull()
    expect(parseTime('9:60 AM')).toBeNull()
    expect(parseTime('23:15', 24)).toEqual({ hours: 23, minutes: 15 })
    expect(parseTime('24:00', 24)).toBeNull()
    expect(timeInputError('noon')).toBe(INVALID_TIME_FORMAT)
    expect(timeInputError('')).toBeNull()
    expect(timeInputError('10:15 AM')).toBeNull()
  })
})

describe('time picker faces and limits', () => {
  it('offers 12, 1 … 11 in 12-hour mode and inner 00, 13-23 in 24-hour mode', () => {
    expect(hourOptions(12, 'AM').map((o) => o.label)).toEqual(['12', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'])
    expect(hourOptions(12, 'PM').map((o) => o.value)[0]).toBe(12)
    expect(hourOptions(12, 'AM').map((o) => o.value)[0]).toBe(0)
    const inner = hourOptions(24, 'AM').filter((o) => o.ring === 'inner').map((o) => o.label)
    expect(inner).toEqual(['00', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23'])
  })

  it('has minute tips every 5 minutes', () => {
    expect(minuteOptions(10).map((o) => o.label)).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55'])
  })

  it('disables hours and minutes outside the minimum and maximum', () => {
    const limits = { minHour: 9, maxHour: 17 }
    const am = hourOptions(12, 'AM', limits)
    expect(am.filter((o) => !o.disabled).map((o) => o.label)).toEqual(['9', '10', '11'])
    const byTime = { minTime: { hours: 9, minutes: 30 }, maxTime: { hours: 16, minutes: 15 } }
    expect(minuteOptions(9, byTime).filter((o) => o.disabled).map((o) => o.label)).toEqual(['00', '05', '10', '15', '20', '25'])
    expect(minuteOptions(16, byTime).filter((o) => !o.disabled).map((o) => o.label)).toEqual(['00', '05', '10', '15'])
    expect(isTimeDisabled({ hours: 8, minutes: 59 }, byTime)).toBe(true)
    expect(clampTime({ hours: 7, minutes: 0 }, byTime)).toEqual({ hours: 9, minutes: 30 })
    expect(clampTime({ hours: 20, minutes: 0 }, limits)).toEqual({ hours: 17, minutes: 59 })
  })

  it('snaps to 5-minute steps within the hour and steps minutes', () => {
    expect(snapMinutes(7)).toBe(5)
    expect(snapMinutes(8)).toBe(10)
    expect(snapMinutes(58)).toBe(55)
    expect(stepMinutes({ hours: 1, minutes: 58 }, 1)).toEqual({ hours: 1, minutes: 59 })
    expect(stepMinutes({ hours: 1, minutes: 57 }, 1, 5)).toEqual({ hours: 1, minutes: 0 })
  })

  it('switches AM and PM keeping the clock hour', () => {
    expect(withMeridiem({ hours: 3, minutes: 10 }, 'PM')).toEqual({ hours: 15, minutes: 10 })
    expect(withMeridiem({ hours: 12, minutes: 0 }, 'AM')).toEqual({ hours: 0, minutes: 0 })
  })
})
