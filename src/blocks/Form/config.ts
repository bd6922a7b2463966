import type { Block } from 'payload'
import { formSelectOptions } from '@/forms/formOptions'

/** Places one of the five site forms on a page. */
export const FormBlock: Block = {
  slug: 'formBlock',
  interfaceName: 'FormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  admin: { disableBlockName: true },
  fields: [
    { name: 'form', type: 'select', required: true, options: formSelectOptions },
    { name: 'heading', type: 'text', admin: { description: 'Optional heading shown above the form.' } },
    { name: 'intro', type: 'textarea', admin: { description: 'Optional short text between the heading and the form.' } },
  ],
}
