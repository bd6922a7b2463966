/** The configured gateway: PAYMENT_GATEWAY=moneris selects the real processor, else the test one. */
import { createMonerisGateway, monerisConfigFromEnv } from './moneris'
import { createTestGateway } from './testGateway'
import type { PaymentGateway } from './types'

export function getGateway(env: Record<string, string | undefined> = process.env): PaymentGateway {
  if (env.PAYMENT_GATEWAY === 'moneris') return createMonerisGateway(monerisConfigFromEnv(env))
  return createTestGateway()
}

export type * from './types'
