import { revalidatePath, revalidateTag } from 'next/cache'

/**
 * Revalidation only means something inside a running Next.js server. Scripts (seed,
 * migrations) and integration tests call the same hooks outside it, where Next.js throws
 * "static generation store missing": there is no cache to clear, so that case is ignored.
 */
function insideNext(clear: () => void): void {
  try {
    clear()
  } catch (error) {
    if (!(error instanceof Error && /static generation store|Invariant/i.test(error.message))) throw error
  }
}

export function revalidateTags(...tags: string[]): void {
  for (const tag of tags) insideNext(() => revalidateTag(tag, 'max'))
}

export function revalidatePaths(...paths: string[]): void {
  for (const path of paths) insideNext(() => revalidatePath(path))
}

/** Everything the shared frame renders (menus, footer) sits on every page: the root layout covers them all. */
export function revalidateWholeSite(): void {
  insideNext(() => revalidatePath('/', 'layout'))
}
