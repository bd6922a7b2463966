/** "Visa ending in 4242": a card as donors and staff read it (only brand and last four are ever kept). */
const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' }

export const cardLabel = (e: { cardBrand?: string | null; cardLast4?: string | null }) => `${BRANDS[e.cardBrand ?? ''] ?? 'Card'} ending in ${e.cardLast4 ?? '????'}`
