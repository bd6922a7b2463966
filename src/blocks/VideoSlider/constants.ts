/** The slider's constants: thumbnails in view at once on wide screens, and the gap between them in px. */
export const SLIDER_THUMBNAILS_IN_VIEW = 4
export const SLIDER_SPACING_PX = 10
