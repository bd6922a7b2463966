import { stringify } from 'qs-esm'
import type { FigureList } from './figures'

/** The admin list a figure counts, with the figure's own filter: the list shows exactly what was counted. */
export const figureHref = ({ collection, where }: FigureList) => `/admin/collections/${collection}?${stringify({ where }, { encode: false })}`
