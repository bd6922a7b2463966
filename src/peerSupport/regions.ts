import type { PayloadRequest } from 'payload'

/** Whether a support group meets in this city (compared without case), so regions match the groups' cities. */
export async function isSupportGroupCity(req: PayloadRequest, city: string): Promise<boolean> {
  const { docs } = await req.payload.find({ collection: 'support-groups', where: { city: { like: city.trim() } }, limit: 20, depth: 0, overrideAccess: true, req, select: { city: true } })
  return docs.some((d) => (d as { city?: string }).city?.trim().toLowerCase() === city.trim().toLowerCase())
}
