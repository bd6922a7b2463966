import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { finance } from '@/access/finance'
import { ALTERNATIVE_WAYS_PATH, TAX_RECEIPT_PATH, WAYS_TO_GIVE_PATH } from '@/content/paths'
import { revalidateGlobalPaths } from '../revalidateGlobalPaths'

/** What the donation pages and official receipts need beyond Site Settings. */
export const DonationSettings: GlobalConfig = {
  slug: 'donation-settings',
  label: 'Donation Settings',
  admin: { group: 'Donations' },
  access: { read: anyone, update: finance },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Receipts',
          fields: [
            { name: 'placeOfIssue', type: 'text', required: true, defaultValue: 'Vancouver, BC', admin: { description: 'Printed on official receipts.' } },
            { name: 'signatoryName', type: 'text', required: true, defaultValue: 'Executive Director', admin: { description: 'The authorised person who signs receipts.' } },
            { name: 'signatoryTitle', type: 'text' },
            { name: 'signature', type: 'upload', relationTo: 'media', admin: { description: 'An image of the authorised signature, printed on receipts.' } },
          ],
        },
        {
          label: 'Pages',
          fields: [
            {
              name: 'taxContact',
              type: 'group',
              label: 'Tax-deductible contributions',
              admin: { description: 'Shown on the Ways to Give page.' },
              fields: [
                { name: 'address', type: 'textarea' },
                { name: 'phone', type: 'text' },
              ],
            },
            { name: 'alternativeWays', type: 'richText', label: 'Alternative ways to support us' },
          ],
        },
      ],
    },
  ],
  // The tax receipt page reads these settings too; it was missing from the list before.
  hooks: { afterChange: [revalidateGlobalPaths([WAYS_TO_GIVE_PATH, ALTERNATIVE_WAYS_PATH, TAX_RECEIPT_PATH])] },
}
