import type { Endpoint, PayloadRequest } from 'payload'
import { refuseUnlessRole } from '@/access/refuseUnlessRole'
import { readFields } from '@/http/readFields'
import { recordAudit } from '@/audit/record'
import { erasePersonalData, exportPersonalData, normaliseEmail } from '@/privacy/personalData'

// No role named: administrators only.
const refuse = (req: PayloadRequest) =>
  refuseUnlessRole(req, { signIn: 'Sign in as an administrator.', forbidden: 'Only an administrator handles access and erasure requests.' })

/** GET /api/globals/privacy-settings/export?email=… : everything held about one address, as a JSON file. */
export const exportPersonalDataEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    const refused = refuse(req)
    if (refused) return refused
    const email = normaliseEmail(req.searchParams.get('email'))
    if (!email) return Response.json({ errors: [{ message: 'Give the person’s e-mail address, e.g. ?email=name@example.org.' }] }, { status: 400 })
    const result = await exportPersonalData(req.payload, email)
    const count = Object.values(result.data).reduce((n, list) => n + list.length, 0)
    await recordAudit(req, { action: 'personal-data-exported', detail: `${count} records about one address` })
    return new Response(JSON.stringify(result, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="personal-data-${email.replace(/[^a-z0-9.@-]/g, '_')}.json"`,
        'cache-control': 'no-store',
      },
    })
  },
}

/**
 * POST /api/globals/privacy-settings/erase with `email` (and `confirm=yes`): erases what the
 * law allows and answers what was erased and what is kept, with the reason.
 */
export const erasePersonalDataEndpoint: Endpoint = {
  path: '/erase',
  method: 'post',
  handler: async (req) => {
    const refused = refuse(req)
    if (refused) return refused
    const body = await readFields(req)
    const email = normaliseEmail(body.email)
    if (!email) return Response.json({ errors: [{ message: 'Give the person’s e-mail address.' }] }, { status: 400 })
    if (body.confirm !== 'yes' && body.confirm !== true) {
      return Response.json({ errors: [{ message: 'Tick the box to confirm: erasing cannot be undone.' }] }, { status: 400 })
    }
    const result = await erasePersonalData(req.payload, email)
    const erased = Object.values(result.erased).reduce((n, c) => n + c, 0)
    const kept = Object.values(result.kept).reduce((n, c) => n + c, 0)
    await recordAudit(req, { action: 'personal-data-erased', detail: `${erased} records erased, ${kept} donation records kept` })
    return Response.json(result)
  },
}
