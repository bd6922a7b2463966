/** Shown in place of the submit button while a form is being sent. */
export function Spinner({ label = 'Sending…', tone = 'light' }: { label?: string; tone?: 'light' | 'dark' }) {
  return (
    <span className={`inline-flex items-center gap-3 font-semibold ${tone === 'dark' ? 'text-white' : 'text-navy'}`}>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-current border-t-transparent motion-reduce:animate-[spin_3s_linear_infinite]"
      />
      {label}
    </span>
  )
}
