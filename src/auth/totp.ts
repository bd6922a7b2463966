import { generateSecret, generateURI, verifySync } from 'otplib'

/** Time-based one-time codes (RFC 6238: 6 digits, 30-second steps), through otplib. */
export const newTotpSecret = (): string => generateSecret()

/** The otpauth:// address an authenticator app reads (as a link or typed in by its key). */
export const totpUri = (accountEmail: string, secret: string, issuer = 'Site admin'): string =>
  generateURI({ issuer, label: accountEmail, secret })

/** True for the current code, or the one just before or after it (a phone's clock may be off by a few seconds). */
export function checkTotp(secret: string | null | undefined, code: unknown): boolean {
  if (!secret || typeof code !== 'string' || !/^\d{6}$/.test(code.trim())) return false
  try {
    return verifySync({ secret, token: code.trim(), epochTolerance: 30 }).valid
  } catch {
    return false
  }
}
