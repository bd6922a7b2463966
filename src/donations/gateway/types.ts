/**
 * One interface for every card processor (the rest of the code never knows which one is
 * configured). Card data passes through these calls only; nothing here stores or logs it.
 */
export type GatewayStatus = 'approved' | 'declined' | 'failed'

export type GatewayResult = {
  status: GatewayStatus
  /** The processor's own response code (null when it gave none, e.g. a timeout). */
  responseCode: string | null
  referenceNum: string | null
  authCode: string | null
  message: string
  /** When the processor recorded the transaction (ISO 8601). */
  transDateTime: string
  /**
   * The processor would not take the temporary card token (unknown, spent or expired), so
   * nothing was sent for authorisation: the donor is asked to enter the card again.
   */
  tokenRefused?: true
  /** What the processor's answer shows of the card charged or kept, where it shows it (never the number). */
  card?: CardShown
}

/** Brand, last four and (for the day to ask for a new card, never kept) expiry, as a processor's answer shows them. */
export type CardShown = { brand: 'visa' | 'mastercard' | 'amex' | null; last4: string; expMMYY: string | null }

export type CardData = { pan: string; expMMYY: string; name?: string }

export type PurchaseRequest = { orderId: string; amount: string; card: CardData }
export type VaultRequest = { customerId: string; card: CardData }
/** Replaces the card behind a vault token (a monthly donor's new card). */
export type VaultUpdateRequest = { token: string; customerId: string; card: CardData }
export type TokenChargeRequest = { orderId: string; amount: string; token: string }

/** Asks about an earlier charge by its order id, without charging again. */
export type StatusRequest = { orderId: string; amount: string; kind: 'purchase' | 'res_purchase_cc' }
/** found: false means the processor never received that order (nothing was charged). */
export type StatusAnswer = { found: true; result: GatewayResult } | { found: false }

export type VaultResult =
  | { ok: true; token: string; card?: CardShown }
  | { ok: false; result: GatewayResult }

export interface PaymentGateway {
  readonly name: string
  purchase(request: PurchaseRequest): Promise<GatewayResult>
  /** Stores the card with the processor; we keep only the token it gives back. */
  vault(request: VaultRequest): Promise<VaultResult>
  /**
   * Puts a new card behind a vault token; answers the token to keep using (the same one, or a
   * new one where the processor issues one). On failure the old card stays in the vault.
   */
  updateVault(request: VaultUpdateRequest): Promise<VaultResult>
  chargeToken(request: TokenChargeRequest): Promise<GatewayResult>
  /**
   * Cards typed into the processor's own frame (hosted tokenization): the temporary token the
   * frame gave the page stands in for the card. Absent where the processor has no such frame.
   */
  cardTokens?: CardTokenCalls
  /**
   * The outcome of an earlier charge, for reconciling a donation left pending by a crash.
   * Absent when the processor cannot be asked; resolves null when it did not answer.
   */
  status?(request: StatusRequest): Promise<StatusAnswer | null>
}

/** A temporary card token from the processor's frame: one use, minutes long. */
export type CardTokenPurchase = { orderId: string; amount: string; cardToken: string }
export type CardTokenVault = { customerId: string; cardToken: string }
export type CardTokenReplacement = { token: string; customerId: string; cardToken: string }

/** What the site may know of the card behind a temporary token: never the number or (unless the processor gives it) the expiry. */
export type TokenCard = { bin: string; last4: string | null; brand: 'visa' | 'mastercard' | 'amex' | null; expMMYY: string | null }
export type TokenInspection = { ok: true; card: TokenCard } | { ok: false; problem: 'forged' | 'expired' }

export interface CardTokenCalls {
  /**
   * Reads a temporary token before anything is recorded or charged, without spending it: what
   * the token shows of the card, or that it is not one this processor issued or it has expired.
   * `bin` is the frame's answer, for processors whose tokens are opaque.
   */
  inspect(cardToken: string, bin: string, now?: number): TokenInspection
  purchase(request: CardTokenPurchase): Promise<GatewayResult>
  /** Keeps the card behind a temporary token in the vault; answers the lasting token. */
  vault(request: CardTokenVault): Promise<VaultResult>
  /** Puts the card behind a temporary token in place of a vaulted one; on failure the old one stays. */
  replace(request: CardTokenReplacement): Promise<VaultResult>
}
