/** The configured gateway: PAYMENT_GATEWAY=moneris selects the real processor, else the test one. */
import { createMonerisGateway, monerisConfigFromEnv } from './moneris'
import { createTestGateway } from './testGateway'
import type { PaymentGateway } from './types'

let override: PaymentGateway | null = null

/** Tests swap in a gateway of their own; null restores the configured one. */
export function setGatewayForTests(gateway: PaymentGateway | null): void {
  override = gateway
}

export function getGateway(env: Record<string, string | undefined> = process.env): PaymentGateway {
  if (override) return override
  if (env.PAYMENT_GATEWAY === 'moneris') return createMonerisGateway(monerisConfigFromEnv(env))
  return createTestGateway()
}

export type * from './types'
