import { revalidatePath, revalidateTag } from 'next/cache'

/**
 * Revalidation only means something inside a running Next.js server. Scripts (seed,
 * migrations) and integration tests call the same hooks outside it, where Next.js throws
 * "static generation store missing": there is no cache to clear, so that case is ignored.
 */
function outsideNext(error: unknown): boolean {
  return error instanceof Error && /static generation store|Invariant/i.test(error.message)
}

export function revalidateTags(...tags: string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, 'max')
    } catch (error) {
      if (!outsideNext(error)) throw error
    }
  }
}

export function revalidatePaths(...paths: string[]): void {
  for (const path of paths) {
    try {
      revalidatePath(path)
    } catch (error) {
      if (!outsideNext(error)) throw error
    }
  }
}

/** Everything the shared frame renders (menus, footer) sits on every page. */
export function revalidateWholeSite(): void {
  revalidatePaths('/')
  try {
    revalidatePath('/', 'layout')
    revalidatePath('/[...segments]', 'page')
  } catch (error) {
    if (!outsideNext(error)) throw error
  }
}
