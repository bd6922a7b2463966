import type { Field, FieldHook, TextField } from 'payload'
import { checkReferenceUrl } from '@/infoPages/references'
import { nextReviewDueAfter, REVIEW_INTERVAL_MONTHS } from '@/infoPages/reviewSchedule'

/**
 * A new review date moves the next review to 12 months later, unless the editor set the due
 * day themselves in the same save. A due day left empty is filled in the same way.
 */
const scheduleNextReview: FieldHook = ({ value, siblingData, originalDoc }) => {
  // A save that leaves the field out keeps what is stored.
  const given = (value === undefined ? originalDoc?.nextReviewDue : value) ?? null
  const reviewedOn = siblingData && 'lastReviewed' in siblingData ? siblingData.lastReviewed : originalDoc?.lastReviewed
  if (!reviewedOn) return given
  const reviewChanged = Boolean(originalDoc) && originalDoc.lastReviewed !== reviewedOn
  const dueEdited = given !== (originalDoc?.nextReviewDue ?? null)
  if (!given || (reviewChanged && !dueEdited)) return nextReviewDueAfter(reviewedOn)
  return given
}

/** The address of a reference: a full address of the specific document, never a home page. */
const referenceUrlField: TextField = {
  name: 'url',
  label: 'Address',
  type: 'text',
  required: true,
  admin: { description: 'The full https:// address of the document or page itself, for example https://doi.org/10.5489/cuaj.4888.' },
  validate: (value: string | null | undefined) => checkReferenceUrl(value),
}

const dayPicker = { pickerAppearance: 'dayOnly', displayFormat: 'MMMM d, yyyy' } as const

/**
 * The medical review of a page: who checked it and when, when it is due again, and what it is
 * based on. The date and the numbered references are shown at the end of the page
 * (src/components/ReviewFooter); the reviewer's notes are for staff only. All optional: pages
 * that give no health information leave them empty.
 */
export const reviewFields: Field[] = [
  {
    name: 'lastReviewed',
    label: 'Last reviewed',
    type: 'date',
    admin: {
      position: 'sidebar',
      date: dayPicker,
      description: 'The day the content was last checked. Shown at the end of the page as "Last reviewed".',
    },
  },
  {
    name: 'reviewedBy',
    label: 'Reviewed by',
    type: 'group',
    admin: { position: 'sidebar', description: 'Who checked the content. Not shown on the page.' },
    fields: [
      { name: 'name', type: 'text', admin: { description: 'For example "Dr. Jane Example".' } },
      { name: 'role', type: 'text', admin: { description: 'For example "Urologist, medical advisory committee".' } },
    ],
  },
  {
    name: 'nextReviewDue',
    label: 'Next review due',
    type: 'date',
    index: true,
    admin: {
      position: 'sidebar',
      date: dayPicker,
      description: `Filled in as ${REVIEW_INTERVAL_MONTHS} months after the last review when that changes; set it yourself for an earlier check.`,
    },
    hooks: { beforeChange: [scheduleNextReview] },
  },
  {
    name: 'reviewNotes',
    label: 'Notes for the medical reviewer',
    type: 'array',
    // Staff only: never sent to visitors, never on the page.
    access: { read: ({ req }) => Boolean(req.user) },
    labels: { singular: 'Note', plural: 'Notes' },
    admin: {
      initCollapsed: false,
      description: 'Figures that still need a source or a check. Seen by staff in the admin only, never on the page.',
    },
    fields: [
      { name: 'figure', type: 'text', required: true, admin: { description: 'The figure or sentence as it appears on the page.' } },
      { name: 'note', type: 'textarea', required: true, admin: { description: 'What the reviewer should check.' } },
    ],
  },
  {
    name: 'sources',
    type: 'array',
    labels: { singular: 'Reference', plural: 'References' },
    admin: {
      initCollapsed: true,
      description:
        'Numbered references listed at the end of the page. Link to the specific document or page, not a home page. In the text, cite one with a link to #source-1, #source-2…',
    },
    fields: [
      { name: 'title', type: 'text', required: true, admin: { description: 'The document or page title.' } },
      { name: 'publisher', type: 'text', admin: { description: 'For example "Canadian Cancer Society".' } },
      { name: 'year', type: 'number', min: 1900, max: 2100, admin: { description: 'The year it was published or last updated.' } },
      referenceUrlField,
    ],
  },
]
