import { limitFromEnv, RateLimiter } from '@/http/rateLimit'
import { sharedHits } from '@/instances/sharedHits'

/** Donation attempts per client address: 20 in 10 minutes leaves room for a few declined cards. */
export const donationRateLimiter = new RateLimiter(limitFromEnv('DONATIONS', { max: 20, windowMs: 10 * 60_000 }), sharedHits, 'donations')
