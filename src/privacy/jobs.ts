/**
 * The nightly retention run (03:00 UTC) on the "privacy" queue, which the server's autoRun
 * checks every 10 minutes. What it deleted goes into the audit trail.
 */
import { createLocalReq, type TaskConfig } from 'payload'
import { recordAudit } from '@/audit/record'
import { applyRetention } from './retention'

const PRIVACY_QUEUE = 'privacy'

export const applyRetentionTask = {
  slug: 'applyRetention',
  label: 'Delete personal data past its retention period',
  schedule: [{ cron: '0 0 3 * * *', queue: PRIVACY_QUEUE }],
  outputSchema: [
    { name: 'formSubmissions', type: 'number' },
    { name: 'outbox', type: 'number' },
    { name: 'subscribers', type: 'number' },
    { name: 'peerSupportCases', type: 'number' },
  ],
  retries: 1,
  handler: async ({ req }) => {
    const result = await applyRetention(req.payload)
    const total = result.formSubmissions + result.outbox + result.subscribers + result.peerSupportCases
    if (total > 0) {
      await recordAudit(await createLocalReq({}, req.payload), {
        action: 'retention-applied',
        detail: `${result.formSubmissions} form submissions, ${result.outbox} outbox messages, ${result.subscribers} unsubscribed readers, ${result.peerSupportCases} ended peer support cases`,
      })
    }
    return { output: result }
  },
} satisfies TaskConfig

/** Not inside test runners: their short-lived Payload instances must not start timers. */
export const privacyAutoRun = process.env.VITEST ? [] : [{ cron: '*/10 * * * *', queue: PRIVACY_QUEUE }]
