import type { GatewayResult } from './types'

/** A charge that did not happen (no answer, an unreadable one, or none on record): nothing was charged. */
export const failedResult = (message: string): GatewayResult => ({
  status: 'failed',
  responseCode: null,
  referenceNum: null,
  authCode: null,
  message,
  transDateTime: new Date().toISOString(),
})
