/** Sums of money and plain numbers as readers see them, in the site's locale. */
import { SITE_LOCALE } from './locale'
import { onFirstUse } from './onFirstUse'

const cad = onFirstUse(() => new Intl.NumberFormat(SITE_LOCALE, { style: 'currency', currency: 'CAD' }))
const wholeDollars = onFirstUse(() => new Intl.NumberFormat(SITE_LOCALE, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0, minimumFractionDigits: 0 }))
const number = onFirstUse(() => new Intl.NumberFormat(SITE_LOCALE))

/** "$1,234.50": a gift, a receipt's amount. */
export const formatCad = (amount: string | number): string => cad().format(Number(amount))

/** "$1,765,735": whole dollars, for the annual report's figures. */
export const formatDollars = (amount: number): string => wholeDollars().format(amount).replace('CA$', '$')

/** "25,000": a count or a limit. */
export const formatNumber = (value: number): string => number().format(value)
