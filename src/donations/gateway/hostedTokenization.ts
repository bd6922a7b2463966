/**
 * Moneris Hosted Tokenization, the page's side: the card number and expiry are typed into a
 * frame that Moneris serves, so they never reach our server. The page asks the frame to
 * tokenize (a postMessage to the frame's origin); the frame answers with a JSON message holding
 * a response code (001 for a token), a temporary token (`dataKey`, good for about 15 minutes and
 * one use) and the card's first six digits (`bin`). The server then charges the token
 * (res_purchase_cc) or keeps it in the vault (res_add_token).
 *
 * Configured by MONERIS_HT_PROFILE_ID (the profile made in the Merchant Resource Centre, whose
 * source domain is the site's address) and MONERIS_HT_URL (the frame's address; Moneris's test
 * host by default). No React here: the donation form's frame component uses these.
 */
export const MONERIS_HT_TEST_URL = 'https://esqa.moneris.com/HPPtoken/index.php'

export type HostedTokenizationConfig = { profileId: string; frameUrl: string }

export function hostedTokenizationFromEnv(env: Record<string, string | undefined> = process.env): HostedTokenizationConfig | null {
  const profileId = env.MONERIS_HT_PROFILE_ID
  if (!profileId) return null
  return { profileId, frameUrl: env.MONERIS_HT_URL || MONERIS_HT_TEST_URL }
}

/** The frame's address: the profile, the expiry field in the frame too, and labels shown. */
export function frameSource(config: HostedTokenizationConfig): string {
  const url = new URL(config.frameUrl)
  url.searchParams.set('id', config.profileId)
  url.searchParams.set('enable_exp', '1')
  url.searchParams.set('display_labels', '1')
  url.searchParams.set('pmmsg', 'true')
  return url.toString()
}

export const frameOrigin = (config: HostedTokenizationConfig) => new URL(config.frameUrl).origin

/** The message the page sends to ask for a token. */
export const TOKENIZE_REQUEST = 'tokenize'

export type FrameAnswer =
  | { ok: true; dataKey: string; bin: string }
  | { ok: false; code: string; message: string }

/** What each refusal code of the frame means to the donor. */
const FRAME_ERRORS: Record<string, string> = {
  '940': 'Card payment is not set up correctly on this site. Please give another way, or call us.',
  '941': 'The card could not be checked just now. Please try again.',
  '942': 'Card payment is not set up correctly on this site. Please give another way, or call us.',
  '943': 'Please enter a valid card number.',
  '944': 'Please enter a valid expiry date (MMYY).',
  '945': 'Please enter a valid security code.',
}

/**
 * Reads a message event from the frame. Anything not from the frame's own origin, or not in the
 * frame's format, is ignored (null): another window must never be able to hand the page a token.
 */
export function readFrameMessage(event: { origin: string; data: unknown }, expectedOrigin: string): FrameAnswer | null {
  if (event.origin !== expectedOrigin || typeof event.data !== 'string') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(event.data)
  } catch {
    return null
  }
  if (!parsed || typeof parsed !== 'object') return null
  const { responseCode, dataKey, bin, errorMessage } = parsed as Record<string, unknown>
  const codes = (Array.isArray(responseCode) ? responseCode : [responseCode]).map(String)
  if (codes.length === 0 || codes[0] === 'undefined') return null
  if (codes[0] === '001' && typeof dataKey === 'string' && /^[A-Za-z0-9_-]{8,400}$/.test(dataKey)) {
    return { ok: true, dataKey, bin: typeof bin === 'string' && /^\d{6,8}$/.test(bin) ? bin : '' }
  }
  const code = codes.find((c) => c !== '001') ?? codes[0]!
  return { ok: false, code, message: FRAME_ERRORS[code] ?? (typeof errorMessage === 'string' && errorMessage ? 'The card could not be read. Please check it and try again.' : 'The card could not be read.') }
}
