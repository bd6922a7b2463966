import type { PayloadRequest } from 'payload'

/** A record's id from a custom endpoint's path (`/:id/…`), or null when it is not a positive whole number. */
export function routeRecordId(req: PayloadRequest, param = 'id'): number | null {
  const id = Number(req.routeParams?.[param])
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
