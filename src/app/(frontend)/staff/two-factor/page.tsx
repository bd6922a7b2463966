import { redirect } from 'next/navigation'
import { TWO_FACTOR_ADMIN_PATH } from '@/auth/twoFactorPage'

/** The code page moved into the admin, in its look; links and bookmarks to the old address still arrive there. */
export default async function TwoFactorPage({ searchParams }: { searchParams: Promise<{ problem?: string }> }) {
  const { problem } = await searchParams
  redirect(problem ? `${TWO_FACTOR_ADMIN_PATH}?problem=${encodeURIComponent(problem)}` : TWO_FACTOR_ADMIN_PATH)
}
