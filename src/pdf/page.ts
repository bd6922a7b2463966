import { rgb } from 'pdf-lib'

/** US Letter in points, what printers in Canada hold. */
export const PAGE_WIDTH = 612
export const PAGE_HEIGHT = 792

/** The site's body text colour, for every generated PDF. */
export const INK = rgb(0x1c / 255, 0x25 / 255, 0x33 / 255)
