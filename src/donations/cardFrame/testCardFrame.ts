/**
 * The built-in test gateway's card frame, on its own port: the demo (`npm start`) and the
 * browser tests take cards as production does, typed into a frame from another origin, so the
 * site's own pages never hold a card input. Its tokens are sealed for the test gateway
 * (gateway/testCardToken.ts) with a key made here and handed to the site's server in the
 * environment it returns (TEST_CARD_FRAME_URL, TEST_CARD_FRAME_KEY).
 */
import crypto from 'node:crypto'
import { outcomeOfPan } from '../gateway/testGateway'
import { sealTestCardToken } from '../gateway/testCardToken'
import { TEST_FRAME_PROFILE } from './cardFrameConfig'
import { startCardFrame, type RunningCardFrame } from './frameServer'

/** The origins a site on this port is reached at from this machine. */
export const loopbackOrigins = (port: number | string) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]

export async function startTestCardFrame({ sourceOrigins, port = 0 }: { sourceOrigins: readonly string[]; port?: number }): Promise<{ frame: RunningCardFrame; env: Record<string, string> }> {
  const key = crypto.randomBytes(32).toString('hex')
  const frame = await startCardFrame({
    profileId: TEST_FRAME_PROFILE,
    sourceOrigins,
    port,
    issue: (card) => sealTestCardToken(card, outcomeOfPan, { env: { TEST_CARD_FRAME_KEY: key } }),
  })
  return { frame, env: { TEST_CARD_FRAME_URL: frame.url, TEST_CARD_FRAME_KEY: key } }
}
