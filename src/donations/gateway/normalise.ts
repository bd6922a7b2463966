/**
 * The code the browser receives. The browser treats a numeric ResponseCode of 29 or below as
 * approved (spec); processors have their own rule (Moneris: below 50). So:
 * - approved by the processor: its code when it is 000-029, otherwise 027;
 * - declined: its code when it is above 029, otherwise 481 (a decline must never read as approved);
 * - no answer (timeout, network): 999; an error answer (HTTP error, unreadable): 998.
 * The processor's own code is kept in the donation record (gatewayResponseCode).
 */
import { CODE_NO_ANSWER, CODE_SERVICE_ERROR, isApprovedCode } from '../responseCodes'
import type { GatewayResult } from './types'

export function browserResponseCode(result: GatewayResult): string {
  const code = result.responseCode
  if (result.status === 'approved') return code && isApprovedCode(code) ? code.padStart(3, '0') : '027'
  if (result.status === 'declined') return code && /^\d+$/.test(code) && !isApprovedCode(code) ? code.padStart(3, '0') : '481'
  return /TIMEOUT|not answer|not be reached/i.test(result.message) ? CODE_NO_ANSWER : CODE_SERVICE_ERROR
}
