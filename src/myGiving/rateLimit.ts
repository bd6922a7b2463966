import { limitFromEnv, RateLimiter } from '@/http/rateLimit'
import { sharedHits } from '@/instances/sharedHits'

/** Sign-in links asked per client address: 10 in 15 minutes covers a household or an office. */
export const linkRequestsPerAddress = new RateLimiter(limitFromEnv('MY_GIVING_ADDRESS', { max: 10, windowMs: 15 * 60_000 }), sharedHits, 'my-giving-address')
/** Sign-in links asked per e-mail address: 3 in 15 minutes, so nobody can flood a donor's mailbox. */
export const linkRequestsPerEmail = new RateLimiter(limitFromEnv('MY_GIVING_EMAIL', { max: 3, windowMs: 15 * 60_000 }), sharedHits, 'my-giving-email')
