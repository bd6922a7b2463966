/**
 * Mail goes through Payload's nodemailer adapter when SMTP_URL is set (for example
 * smtp://user:pass@mail.example.org:587). Without it, Payload gets no adapter and the
 * notification task writes messages to the Outbox collection and the log instead.
 */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'

export const smtpConfigured = () => Boolean(process.env.SMTP_URL)

export const mailFrom = () => ({
  address: process.env.MAIL_FROM_ADDRESS || 'website@example.org',
  name: process.env.MAIL_FROM_NAME || 'Website forms',
})

/** Mail to donors and the public comes from the charity by the name in Site Settings, at the site's sending address. */
export function charitySender(settings: { name?: string | null }): string {
  const name = (settings.name ?? '').replace(/["\\\r\n]/g, '').trim() || mailFrom().name
  return `"${name}" <${mailFrom().address}>`
}

export function emailAdapter() {
  const url = process.env.SMTP_URL
  if (!url) return undefined
  const from = mailFrom()
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    // Checking the server at start-up would fail start-up while the mail server is down; the job retries instead.
    skipVerify: true,
    transportOptions: smtpOptions(url),
  })
}

/** smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (TLS from the start). */
export function smtpOptions(url: string) {
  const u = new URL(url)
  const secure = u.protocol === 'smtps:'
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    ...(u.username ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } } : {}),
    // Fail fast so the job can retry later instead of holding a worker.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
}
