/** '/Home/Donations/online-form/' → '/home/donations/online-form': the form paths are compared in. */
export function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? ''
  const trimmed = withoutQuery.replace(/\/+$/, '').toLowerCase()
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`
}
