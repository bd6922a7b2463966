import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isProductionSite, payloadSecret, siteOrigins } from '@/utilities/runtimeEnv'

describe('payloadSecret', () => {
  const saved = { ...process.env }
  let dir: string

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'))
    process.env.DATA_DIR = dir
    delete process.env.PAYLOAD_SECRET
    delete process.env.SITE_ENV
  })
  afterEach(() => {
    process.env = { ...saved }
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('outside production, generates a random secret once and keeps it under the data folder', () => {
    expect(isProductionSite()).toBe(false)
    const first = payloadSecret()
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(fs.readFileSync(path.join(dir, '.payload-secret'), 'utf8')).toBe(first)
    expect(payloadSecret()).toBe(first)
  })

  it('in production, refuses to start without a long enough PAYLOAD_SECRET and never writes one', () => {
    process.env.SITE_ENV = 'production'
    expect(() => payloadSecret()).toThrow(/PAYLOAD_SECRET must be set/)
    process.env.PAYLOAD_SECRET = 'too-short'
    expect(() => payloadSecret()).toThrow(/at least 32/)
    expect(fs.existsSync(path.join(dir, '.payload-secret'))).toBe(false)
    process.env.PAYLOAD_SECRET = 'x'.repeat(40)
    expect(payloadSecret()).toBe('x'.repeat(40))
  })
})

describe('siteOrigins', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  it('trusts only the origin of SITE_URL when it is set', () => {
    process.env.SITE_URL = 'https://www.example.org/some/path'
    expect(siteOrigins()).toEqual(['https://www.example.org'])
  })

  it('without SITE_URL, trusts both loopback names on the port the site runs on', () => {
    delete process.env.SITE_URL
    process.env.PORT = '4123'
    expect(siteOrigins()).toEqual(['http://localhost:4123', 'http://127.0.0.1:4123'])
  })
})
