import type { Endpoint } from 'payload'
import { refuseUnlessRole } from '@/access/refuseUnlessRole'
import { siteAddressLines } from '@/donations/receiptIssuer'
import { tributeCardPdf } from '@/donations/tributeCardPdf'
import { findCard, markCardSent } from '@/donations/tributeCards'
import type { User } from '@/payload-types'
import { routeRecordId } from '@/utilities/routeRecordId'

const REFUSAL = { signIn: 'Sign in to see tribute cards.', forbidden: 'Only Finance, Support or an administrator can see tribute cards.' }

const notFound = () => Response.json({ errors: [{ message: 'There is no card to send for this gift.' }] }, { status: 404 })

/** GET /api/tribute-cards/:donation/card.pdf — the card and its envelope, to print. */
export const printTributeCard: Endpoint = {
  path: '/:donation/card.pdf',
  method: 'get',
  handler: async (req) => {
    const refused = refuseUnlessRole(req, REFUSAL, 'finance', 'support')
    if (refused) return refused
    const id = routeRecordId(req, 'donation')
    const card = id && (await findCard(req.payload, id))
    if (!card) return notFound()
    const site = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const pdf = await tributeCardPdf(card, { name: site.name, addressLines: siteAddressLines(site) })
    return new Response(pdf as BodyInit, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="tribute-card-${card.donationId}.pdf"`,
        'cache-control': 'private, no-store',
      },
    })
  },
}

/** POST /api/tribute-cards/:donation/sent — marks the card sent, as the signed-in account. */
export const markTributeCardSent: Endpoint = {
  path: '/:donation/sent',
  method: 'post',
  handler: async (req) => {
    const refused = refuseUnlessRole(req, REFUSAL, 'finance', 'support')
    if (refused) return refused
    const id = routeRecordId(req, 'donation')
    if (!id) return notFound()
    const result = await markCardSent(req.payload, id, req.user as User)
    if (!result.ok) return Response.json({ errors: [{ message: result.message }] }, { status: result.status })
    return Response.json({ message: 'Card marked sent.', doc: result.record }, { status: 201 })
  },
}
