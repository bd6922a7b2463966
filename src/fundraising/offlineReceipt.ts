/**
 * The official receipt of cash or a cheque Finance recorded against a fundraising page, when the
 * giver asked for one: numbered in the same series as online gifts (assignOfflineReceiptNumber),
 * laid out like theirs, with the day the gift was received and the day its receipt was issued.
 */
import type { ReceiptFacts } from '@/donations/receiptContent'
import { addressLines } from '@/donations/receiptContent'
import type { OfflineGift } from '@/payload-types'

export function offlineReceiptFacts(gift: OfflineGift): ReceiptFacts {
  return {
    serial: gift.receiptNumber ?? null,
    donorName: gift.receiptName ?? '',
    donorAddressLines: addressLines({ street: gift.receiptStreet, city: gift.receiptCity, province: gift.receiptProvince, postalCode: gift.receiptPostalCode, country: gift.receiptCountry }),
    receivedOn: gift.receivedOn,
    issuedOn: gift.receiptIssuedAt ?? gift.receivedOn,
    amount: gift.amount,
    reference: gift.kind === 'cash' ? 'Cash' : 'Cheque',
  }
}
