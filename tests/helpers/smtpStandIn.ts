/**
 * A local SMTP server standing in for the charity's mail server: it accepts every message
 * (no TLS, no sign-in) and keeps it, envelope recipients and raw text, in `received`. Used by
 * the notification e-mail test and the crash test (scripts/chaosWrites.ts). A message matching
 * `holdWhen` gets no answer until release(): a mail job caught mid-send (the shutdown test).
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string[]; raw: string }
export type SmtpStandIn = Awaited<ReturnType<typeof startSmtpStandIn>>

/** On a free port unless given one (a test may start it on a port the site already tried). */
export async function startSmtpStandIn(port = 0, options: { holdWhen?: (raw: string) => boolean } = {}) {
  const received: ReceivedMail[] = []
  const held: Array<() => void> = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const accept = () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
          callback()
        }
        if (options.holdWhen?.(raw)) held.push(accept)
        else accept()
      })
    },
  })
  // A client gone mid-message (the crash test kills the site while it sends mail) resets its
  // connection: that is the client's doing, and unheard it would end the test process.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  const { port: listening } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    /** How many messages are waiting for their answer. */
    holding: () => held.length,
    /** Answers the held messages: accepted. */
    release: () => held.splice(0).forEach((accept) => accept()),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
