/**
 * The two-factor key of the demo Administrator and Finance accounts (never on a production
 * site), published in the README like the demo password, so that a newcomer and the browser
 * tests can sign in: add it to an authenticator app, or generate codes with otplib.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
