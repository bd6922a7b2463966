/**
 * Payload jobs of the donation area. The charge task is queued every day at 06:00 UTC (so a
 * missed run or a retry day is picked up the next day) and runs on the "donations" queue,
 * which the server's autoRun checks every 10 minutes.
 */
import type { TaskConfig } from 'payload'
import { assignMissingReceiptNumbers } from './assignMissingReceiptNumbers'
import { chargeDueEnrolments } from './monthly'
import { reconcilePendingDonations } from './reconcilePending'
import { askForNewCardsTask } from '@/myGiving/cardRenewal'
import { sendDonorMailTask } from '@/myGiving/mail'

export const DONATIONS_QUEUE = 'donations'

export const chargeMonthlyGiftsTask = {
  slug: 'chargeMonthlyGifts',
  label: 'Charge monthly gifts that are due',
  schedule: [{ cron: '0 0 6 * * *', queue: DONATIONS_QUEUE }],
  outputSchema: [
    { name: 'charged', type: 'number' },
    { name: 'failed', type: 'number' },
    { name: 'markedFailing', type: 'number' },
    { name: 'skipped', type: 'number' },
  ],
  retries: 0,
  handler: async ({ req }) => ({ output: await chargeDueEnrolments(req.payload) }),
} satisfies TaskConfig

/** Approvals answered before their receipt number could be assigned get it here, at the latest. */
export const assignReceiptNumbersTask = {
  slug: 'assignReceiptNumbers',
  label: 'Assign receipt numbers missing after an approval',
  schedule: [{ cron: '0 */10 * * * *', queue: DONATIONS_QUEUE }],
  outputSchema: [
    { name: 'assigned', type: 'number' },
    { name: 'failed', type: 'number' },
  ],
  retries: 0,
  handler: async ({ req }) => ({ output: await assignMissingReceiptNumbers(req.payload) }),
} satisfies TaskConfig

/** Donations left pending by a crash between charge and record: settled from the gateway, or flagged for staff. */
export const reconcilePendingDonationsTask = {
  slug: 'reconcilePendingDonations',
  label: 'Reconcile donations left pending',
  schedule: [{ cron: '0 */10 * * * *', queue: DONATIONS_QUEUE }],
  outputSchema: [
    { name: 'approved', type: 'number' },
    { name: 'declined', type: 'number' },
    { name: 'notCharged', type: 'number' },
    { name: 'flagged', type: 'number' },
  ],
  retries: 0,
  handler: async ({ req }) => ({ output: await reconcilePendingDonations(req.payload) }),
} satisfies TaskConfig

export const donationTasks: TaskConfig[] = [
  chargeMonthlyGiftsTask as TaskConfig,
  assignReceiptNumbersTask as TaskConfig,
  reconcilePendingDonationsTask as TaskConfig,
  askForNewCardsTask as TaskConfig,
  sendDonorMailTask,
]

/** Not inside test runners: their short-lived Payload instances must not start timers. */
export const donationAutoRun = process.env.VITEST ? [] : [{ cron: '*/10 * * * *', queue: DONATIONS_QUEUE }]
