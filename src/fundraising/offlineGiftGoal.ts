import type { CollectionAfterChangeHook } from 'payload'
import type { OfflineGift } from '@/payload-types'
import { relationId } from '@/utilities/relationId'
import { queueFundraiserMail } from './mail'

/**
 * Cash or a cheque Finance records may be what takes a page past its goal: the fundraiser then
 * gets the goal-reached e-mail as after an online gift (a "gift" mail without a gift only checks
 * the goal, once per page).
 */
export const offlineGiftGoalHook: CollectionAfterChangeHook<OfflineGift> = async ({ doc, operation, req }) => {
  const page = relationId(doc.fundraiser)
  if (operation === 'create' && !doc.voided && page) await queueFundraiserMail(req.payload, { page, kind: 'gift' }, req)
  return doc
}
