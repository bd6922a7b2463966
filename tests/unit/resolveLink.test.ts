import { describe, expect, it } from 'vitest'
import { resolveLink } from '@/utilities/resolveLink'

const OWN = ['www.example.org', 'preview.example.org', 'https://staging.example.org/']

describe('resolveLink', () => {
  describe('site paths', () => {
    it('treats absolute paths, hashes and query strings as internal routes', () => {
      expect(resolveLink('/get-support/peer-support')).toEqual({ kind: 'internal', href: '/get-support/peer-support' })
      expect(resolveLink('#calendar')).toEqual({ kind: 'internal', href: '#calendar' })
      expect(resolveLink('?value=psa')).toEqual({ kind: 'internal', href: '?value=psa' })
    })

    it('trims spaces around the address', () => {
      expect(resolveLink('  /news  ')).toEqual({ kind: 'internal', href: '/news' })
    })

    it('turns a relative path into a site path', () => {
      expect(resolveLink('get-support/peer-support')).toEqual({ kind: 'internal', href: '/get-support/peer-support' })
      expect(resolveLink('./about-us')).toEqual({ kind: 'internal', href: '/about-us' })
    })

    it('does not take a protocol-relative address (//host) for a site path', () => {
      expect(resolveLink('//other.example.com/page')).toEqual({
        kind: 'external',
        href: 'https://other.example.com/page',
      })
      expect(resolveLink('//www.example.org/news', OWN)).toEqual({ kind: 'internal', href: '/news' })
    })
  })

  describe('the site’s own hosts', () => {
    it('turns links to an own host into internal routes, keeping query and hash', () => {
      expect(resolveLink('https://www.example.org/ways-to-give/donate?amount=50#form', OWN)).toEqual({
        kind: 'internal',
        href: '/ways-to-give/donate?amount=50#form',
      })
    })

    it('gives "/" for the bare host', () => {
      expect(resolveLink('https://www.example.org', OWN)).toEqual({ kind: 'internal', href: '/' })
      expect(resolveLink('http://www.example.org/', OWN)).toEqual({ kind: 'internal', href: '/' })
    })

    it('matches hosts regardless of case, scheme, www. and a trailing slash in the setting', () => {
      expect(resolveLink('HTTP://WWW.EXAMPLE.ORG/News', OWN)).toEqual({ kind: 'internal', href: '/News' })
      expect(resolveLink('https://example.org/news', OWN)).toEqual({ kind: 'internal', href: '/news' })
      expect(resolveLink('https://staging.example.org/about-us', OWN)).toEqual({ kind: 'internal', href: '/about-us' })
      expect(resolveLink('https://preview.example.org/about-us', OWN)).toEqual({ kind: 'internal', href: '/about-us' })
    })

    it('does not treat a look-alike host as one of ours', () => {
      expect(resolveLink('https://example.org.evil.test/x', OWN).kind).toBe('external')
      expect(resolveLink('https://notexample.org/x', OWN).kind).toBe('external')
      expect(resolveLink('https://www.example.org@evil.test/x', OWN).kind).toBe('external')
    })

    it('treats every outside address as external when no own hosts are configured', () => {
      expect(resolveLink('https://www.example.org/news')).toEqual({ kind: 'external', href: 'https://www.example.org/news' })
    })
  })

  describe('outside links', () => {
    it('marks other hosts as external and normalises the URL', () => {
      expect(resolveLink('https://www.canada.ca/en/services/health.html', OWN)).toEqual({
        kind: 'external',
        href: 'https://www.canada.ca/en/services/health.html',
      })
      expect(resolveLink('https://Example.COM', OWN)).toEqual({ kind: 'external', href: 'https://example.com/' })
    })
  })

  describe('scheme links', () => {
    it('leaves mailto:, tel: and sms: as they are', () => {
      expect(resolveLink('mailto:info@example.org')).toEqual({ kind: 'scheme', href: 'mailto:info@example.org' })
      expect(resolveLink('TEL:+16045550123')).toEqual({ kind: 'scheme', href: 'TEL:+16045550123' })
      expect(resolveLink('sms:+16045550123')).toEqual({ kind: 'scheme', href: 'sms:+16045550123' })
    })

    it('never passes a script URL through as a clickable link', () => {
      for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
        const link = resolveLink(href, OWN)
        expect(link.href.toLowerCase().replace(/\s/g, '')).not.toMatch(/^(javascript|data|vbscript):/)
      }
    })
  })
})
