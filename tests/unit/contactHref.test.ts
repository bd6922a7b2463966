import { describe, expect, it } from 'vitest'
import { contactHref } from '@/utilities/contactHref'

describe('contactHref', () => {
  describe('telephone lines', () => {
    it('keeps only the digits', () => {
      expect(contactHref('tel', '(604) 555-0123')).toBe('tel:6045550123')
      expect(contactHref('tel', '604.555.0123')).toBe('tel:6045550123')
      expect(contactHref('tel', '1-800-555-0199')).toBe('tel:18005550199')
    })

    it('keeps a leading + for international numbers', () => {
      expect(contactHref('tel', '+1 604 555 0123')).toBe('tel:+16045550123')
      expect(contactHref('tel', '  +1 (604) 555-0123  ')).toBe('tel:+16045550123')
    })

    it('drops a + that is not at the start', () => {
      expect(contactHref('tel', '604 555 0123 + 2')).toBe('tel:60455501232')
    })

    it('gives no link when there are no digits', () => {
      expect(contactHref('tel', '')).toBeNull()
      expect(contactHref('tel', 'call us')).toBeNull()
    })
  })

  describe('e-mail lines', () => {
    it('links to mailto: without surrounding spaces', () => {
      expect(contactHref('mailto', 'info@example.org')).toBe('mailto:info@example.org')
      expect(contactHref('mailto', '  info@example.org ')).toBe('mailto:info@example.org')
    })

    it('gives no link for an empty address', () => {
      expect(contactHref('mailto', '   ')).toBeNull()
    })
  })

  describe('web lines', () => {
    it('adds https:// to a bare host', () => {
      expect(contactHref('https', 'www.example.org/contact')).toBe('https://www.example.org/contact')
    })

    it('leaves an address that already has a scheme alone (either case)', () => {
      expect(contactHref('https', 'https://example.org')).toBe('https://example.org')
      expect(contactHref('https', 'http://example.org')).toBe('http://example.org')
      expect(contactHref('https', 'HTTPS://example.org')).toBe('HTTPS://example.org')
    })

    it('gives no link for an empty address', () => {
      expect(contactHref('https', '')).toBeNull()
    })
  })

  it('gives no link for lines marked "no link"', () => {
    expect(contactHref('none', 'Open Monday to Friday')).toBeNull()
  })
})
