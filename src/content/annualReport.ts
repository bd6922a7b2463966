/**
 * Annual report arithmetic: totals are computed from the line items, never typed in, and
 * shares are whole percentages of revenue that add up to 100 (largest remainder method).
 */

export type LineItem = { label: string; amount: number }

export type ReportFigures = {
  revenue: LineItem[]
  allocation: LineItem[]
  expenses: LineItem[]
}

export type ShareRow = { label: string; amount: number; share: number }

export type ReportSummary = {
  totalRevenue: number
  totalAllocation: number
  totalExpenses: number
  /** Allocation plus expenses: what was spent. */
  totalSpending: number
  /** Revenue minus spending (negative for a deficit). */
  excessRevenue: number
  /** Each revenue item's share of revenue. */
  revenueShares: ShareRow[]
  /** Allocation, expenses and the excess as shares of revenue (they add up to revenue). */
  useShares: ShareRow[]
  /** Each allocation and expense item's share of revenue. */
  itemShares: { allocation: ShareRow[]; expenses: ShareRow[] }
}

const clean = (items: LineItem[] | null | undefined): LineItem[] =>
  (items ?? []).filter((i) => Number.isFinite(i.amount)).map((i) => ({ label: i.label, amount: Math.round(i.amount) }))

export const sumAmounts = (items: LineItem[]) => items.reduce((sum, item) => sum + item.amount, 0)

/** Whole-percent shares of `total` that add up to 100 when the amounts add up to the total. */
export function wholePercentShares(amounts: number[], total: number): number[] {
  if (total <= 0) return amounts.map(() => 0)
  const exact = amounts.map((a) => (Math.max(0, a) / total) * 100)
  const floors = exact.map(Math.floor)
  const covered = sumAmounts(amounts.map((amount) => ({ label: '', amount: Math.max(0, amount) })))
  const target = Math.round((covered / total) * 100)
  let missing = target - floors.reduce((s, f) => s + f, 0)
  const order = exact.map((e, i) => ({ i, rest: e - floors[i]! })).sort((a, b) => b.rest - a.rest)
  for (const { i } of order) {
    if (missing <= 0) break
    floors[i]! += 1
    missing -= 1
  }
  return floors
}

/** A simple rounded share, for sub-items shown beside their group's share. */
export const roundedShare = (amount: number, total: number) => (total > 0 ? Math.round((amount / total) * 100) : 0)

export function summariseReport(figures: Partial<ReportFigures>): ReportSummary {
  const revenue = clean(figures.revenue)
  const allocation = clean(figures.allocation)
  const expenses = clean(figures.expenses)
  const totalRevenue = sumAmounts(revenue)
  const totalAllocation = sumAmounts(allocation)
  const totalExpenses = sumAmounts(expenses)
  const totalSpending = totalAllocation + totalExpenses
  const excessRevenue = totalRevenue - totalSpending

  const revenuePercents = wholePercentShares(
    revenue.map((r) => r.amount),
    totalRevenue,
  )
  const uses = [
    { label: 'Allocation', amount: totalAllocation },
    { label: 'Expenses', amount: totalExpenses },
    { label: 'Excess revenue', amount: Math.max(0, excessRevenue) },
  ]
  const usePercents = wholePercentShares(
    uses.map((u) => u.amount),
    totalRevenue,
  )
  const items = (list: LineItem[]) => list.map((i) => ({ ...i, share: roundedShare(i.amount, totalRevenue) }))
  return {
    totalRevenue,
    totalAllocation,
    totalExpenses,
    totalSpending,
    excessRevenue,
    revenueShares: revenue.map((r, i) => ({ ...r, share: revenuePercents[i]! })),
    useShares: uses.map((u, i) => ({ ...u, share: usePercents[i]! })),
    itemShares: { allocation: items(allocation), expenses: items(expenses) },
  }
}
