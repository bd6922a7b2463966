import { z } from 'zod'

// Zod builds faster parsers with `new Function` where it may, and probes for that even when it
// may not: on the donation pages, whose policy forbids eval, the probe alone is reported as a
// Content-Security-Policy violation. The schemas here are small; the slower path costs nothing.
z.config({ jitless: true })

/** zod, configured for this site; import it from here, not from 'zod'. */
export { z }
