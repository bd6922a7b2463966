import { revalidateTags } from '@/utilities/revalidate'
import { FUNDRAISING_TAG } from './paths'

/** Clears the public fundraising pages' cache: a gift landed or a page, team or campaign changed. */
export const revalidateFundraising = (): void => revalidateTags(FUNDRAISING_TAG)

/** The collections' afterChange hook: the same, keeping the saved document. */
export const revalidateFundraisingHook = <T>({ doc }: { doc: T }): T => {
  revalidateFundraising()
  return doc
}
