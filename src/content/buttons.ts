/** Colours a news post's button can take; darkBlue gives the dark style (spec). */
export const BUTTON_COLORS = ['lightBlue', 'darkBlue'] as const
export type ButtonColor = (typeof BUTTON_COLORS)[number]
