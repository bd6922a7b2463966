import type { GatewayResult } from './gateway/types'

/**
 * The donation columns a gateway's answer fills, the same for a first gift and a monthly
 * charge. `responseCode` is the code the browser sees; the gateway's own stays beside it.
 */
export const chargeColumns = (gatewayName: string, result: GatewayResult, responseCode: string) => ({
  status: result.status,
  gateway: gatewayName,
  referenceNum: result.referenceNum,
  authCode: result.authCode,
  responseCode,
  gatewayResponseCode: result.responseCode,
  message: result.message,
  transDateTime: result.transDateTime,
})
