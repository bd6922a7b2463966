import { plainText } from '@/http/plainForm'
import { cookieValue } from '@/myGiving/http'
import { giftsCsv, giftsToPage, signedInFundraiser } from '@/fundraising/account'
import { FUNDRAISER_COOKIE } from '@/fundraising/paths'
import { csvDownload } from '@/utilities/csvDownload'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** GET /my-fundraising/gifts.csv?page=<id>: the signed-in fundraiser's list of gifts to one of their own pages. */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const signedIn = await signedInFundraiser(payload, cookieValue(request, FUNDRAISER_COOKIE))
  if (!signedIn) return plainText('Sign in to your fundraising page first (you were signed out after 30 minutes without activity).', 401)
  const wanted = new URL(request.url).searchParams.get('page')
  const page = signedIn.pages.find((p) => String(p.id) === wanted)
  if (!page) return plainText('This fundraising page is not one of yours.', 403)
  return csvDownload(giftsCsv(await giftsToPage(payload, page.id)), `gifts-to-${page.slug}.csv`)
}
