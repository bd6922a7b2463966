import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { hasRole } from '@/access/hasRole'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** Lets a signed-in editor see a page's latest draft. Only site paths are accepted, so it can't be used to bounce visitors elsewhere. */
export async function GET(request: Request) {
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  if (!path.startsWith('/') || path.startsWith('//')) {
    return new Response('The preview path must be an address on this site.', { status: 400 })
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return new Response('Sign in to the admin to preview drafts.', { status: 403 })
  // Drafts are the editors' work in progress; other staff see the published site.
  if (!hasRole(user, 'editor')) return new Response('Only editors and administrators preview drafts.', { status: 403 })
  ;(await draftMode()).enable()
  redirect(path)
}
