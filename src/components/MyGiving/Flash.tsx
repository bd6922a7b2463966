import type { Flash as FlashMessage } from '@/myGiving/sessions'

/** The outcome of the donor's last post: a status for a change made, an alert for one refused. */
export function Flash({ flash }: { flash: FlashMessage | null }) {
  if (!flash) return null
  const error = flash.tone === 'error'
  return (
    <p
      role={error ? 'alert' : 'status'}
      data-testid={error ? 'my-giving-error' : 'my-giving-notice'}
      className={`mt-6 rounded border-l-4 px-4 py-3 font-semibold ${error ? 'border-red-800 bg-red-50 text-red-900' : 'border-green-800 bg-green-50 text-green-900'}`}
    >
      {flash.message}
    </p>
  )
}
