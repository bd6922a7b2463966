/**
 * What the thank-you page says about a gift in memory or in honour: who it remembers or
 * honours, and whether a card will be posted and to whom. Made from the form's values when the
 * gift is approved and kept with the payment answer in the browser (no card details in it).
 */
export type TributeNote = { giftType: 'memoriam' | 'honour'; honouree: string; card: boolean; recipient: string }

export function tributeNoteOf(values: Record<string, string | undefined>): TributeNote | undefined {
  const giftType = values.memoriam
  if (giftType !== 'memoriam' && giftType !== 'honour') return undefined
  const honouree = [values.h_title, values.h_fname, values.h_lname].map((v) => (v ?? '').trim()).filter(Boolean).join(' ')
  return { giftType, honouree, card: values.h_card !== 'no', recipient: (values.h_name ?? '').trim() }
}

/** The sentence for the thank-you page. */
export function tributeNoteText(note: TributeNote): string {
  const gift = `Your gift ${note.giftType === 'memoriam' ? 'in memory of' : 'in honour of'} ${note.honouree}`
  if (!note.card) return `${gift} is recorded. As you asked, we will not post a card.`
  const to = note.recipient || (note.giftType === 'memoriam' ? 'the family' : note.honouree)
  return `${gift} is recorded. We will post a card to ${to} at the address you gave, to let them know about your gift. The card does not show the amount.`
}
