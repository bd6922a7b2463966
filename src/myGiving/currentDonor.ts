import { cookies } from 'next/headers'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { SESSION_COOKIE } from './constants'
import { readSession, type DonorSession } from './sessions'

/** The signed-in donor of this request (a server component's view of the session cookie), or null. */
export async function currentDonor(): Promise<DonorSession | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  if (!token) return null
  return readSession(await getPayloadClient(), token)
}
