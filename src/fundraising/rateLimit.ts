import { limitFromEnv, RateLimiter } from '@/http/rateLimit'
import { sharedHits } from '@/instances/sharedHits'

/** Pages started per client address: 10 in 15 minutes covers a family signing up together, not a flood of welcome e-mails. */
export const signUpsPerAddress = new RateLimiter(limitFromEnv('FUNDRAISER_SIGN_UP', { max: 10, windowMs: 15 * 60_000 }), sharedHits, 'fundraiser-sign-up')
