/** The fields' look, light (page background) or dark (the footer's navy). */
export type Tone = 'light' | 'dark'

export const labelClass = (tone: Tone) => `mb-1 block font-semibold ${tone === 'dark' ? 'text-white' : 'text-ink'}`
export const hintClass = (tone: Tone) => `mb-1 text-sm ${tone === 'dark' ? 'text-white' : 'text-muted'}`
// border-muted keeps the 3:1 contrast a field's edge needs (WCAG 1.4.11); an invalid field gets a thicker red one.
export const inputClass =
  'block w-full rounded border border-muted bg-white px-3 py-2 text-ink outline-none focus-visible:ring-4 focus-visible:ring-focus aria-[invalid=true]:border-red-700 aria-[invalid=true]:border-2'
export const errorClass = (tone: Tone) =>
  `mt-1 text-sm font-semibold ${tone === 'dark' ? 'rounded bg-white px-2 py-1 text-red-800' : 'text-red-800'}`
export const boxClass = 'h-5 w-5 shrink-0 accent-sky'
