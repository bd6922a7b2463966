import type { FormBlock } from '@/payload-types'

export function FormBlockView({ block }: { block: FormBlock }) {
  return <section data-form={block.form} />
}
