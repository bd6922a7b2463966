import { limitFromEnv, RateLimiter } from '@/http/rateLimit'
import { sharedHits } from '@/instances/sharedHits'

/** Posts per form per client address: 10 in 10 minutes is far above what a person sends. */
export const formRateLimiter = new RateLimiter(limitFromEnv('FORMS', { max: 10, windowMs: 10 * 60_000 }), sharedHits, 'forms')
