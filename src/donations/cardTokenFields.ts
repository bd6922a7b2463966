/** The donation post's fields for the card frame's answer: its temporary token and the card's first six digits. */
export const CARD_TOKEN_FIELD = 'card_token'
export const CARD_BIN_FIELD = 'card_bin'
