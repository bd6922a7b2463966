/** The caption panel scrolls when the caption is longer than this. */
export const CAPTION_SCROLL_LENGTH = 550

export const captionScrolls = (caption: string | null | undefined) => (caption?.length ?? 0) > CAPTION_SCROLL_LENGTH

/** The viewer's ?post= value must be a number (Instagram ids are); anything else is the not-found screen. */
export const isPostId = (value: string | null | undefined): value is string => typeof value === 'string' && /^\d+$/.test(value)
