import type { FormBlock } from '@/payload-types'
import { FORM_COMPONENTS } from '@/components/Forms'
import { formKeyOf } from '@/forms/definitions'

/** One of the five site forms, with an optional heading and intro. */
export async function FormBlockView({ block }: { block: FormBlock }) {
  const key = formKeyOf(block.form)
  if (!key) return null
  return (
    <section className="mx-auto max-w-3xl" data-testid={`form-block-${block.form}`}>
      {block.heading && <h2 className="mb-3 text-2xl">{block.heading}</h2>}
      {block.intro && <p className="mb-4">{block.intro}</p>}
      {await FORM_COMPONENTS[key]()}
    </section>
  )
}
