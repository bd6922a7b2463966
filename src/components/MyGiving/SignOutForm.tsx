import { quietButtonClass } from './styles'

/** "Sign out" of a place one signs in to with an e-mailed link: a plain post to its sign-out address. */
export function SignOutForm({ path, csrf, className }: { path: string; csrf?: string; className?: string }) {
  return (
    <form method="post" action={`${path}/sign-out`} className={className}>
      {csrf && <input type="hidden" name="csrf" value={csrf} />}
      <button type="submit" className={quietButtonClass}>
        Sign out
      </button>
    </form>
  )
}
