import type { CardShown, TokenCard } from './gateway'

/**
 * A token's card completed by what the processor's answer shows of it: brand and last four from
 * the answer where it has them (a token's first six digits may be only the browser's word, and a
 * Moneris token shows no last four); the expiry the token gave, else the answer's.
 */
export function withCardShown(card: TokenCard, shown: CardShown | null | undefined): TokenCard {
  return shown ? { ...card, brand: shown.brand ?? card.brand, last4: shown.last4, expMMYY: card.expMMYY ?? shown.expMMYY } : card
}
