/** Newsletter sign-ups become (or refresh) a Subscribers record, unique by e-mail. */
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { FormValues } from './definitions'

export const newUnsubscribeToken = () => crypto.randomBytes(24).toString('base64url')

export async function upsertSubscriber(payload: Payload, values: FormValues, source: string): Promise<void> {
  const email = values.email!.trim().toLowerCase()
  const now = new Date().toISOString()
  const existing = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const data = {
    firstName: values.first_name,
    lastName: values.last_name,
    status: 'subscribed' as const,
    consentAt: now,
    source,
    unsubscribedAt: null,
  }
  const found = existing.docs[0]
  if (found) {
    await payload.update({ collection: 'subscribers', id: found.id, data, overrideAccess: true, depth: 0 })
    return
  }
  try {
    await payload.create({
      collection: 'subscribers',
      data: { ...data, email, unsubscribeToken: newUnsubscribeToken() },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    // Two sign-ups for one address at once: the other one created it; refresh it instead.
    const again = await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
    if (!again.docs[0]) throw error
    await payload.update({ collection: 'subscribers', id: again.docs[0].id, data, overrideAccess: true, depth: 0 })
  }
}

export type UnsubscribeResult = 'unsubscribed' | 'already' | 'unknown'

export async function unsubscribe(payload: Payload, token: string): Promise<UnsubscribeResult> {
  if (!token || token.length > 100) return 'unknown'
  const found = (
    await payload.find({ collection: 'subscribers', where: { unsubscribeToken: { equals: token } }, limit: 1, depth: 0, overrideAccess: true })
  ).docs[0]
  if (!found) return 'unknown'
  if (found.status === 'unsubscribed') return 'already'
  await payload.update({
    collection: 'subscribers',
    id: found.id,
    data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  return 'unsubscribed'
}
