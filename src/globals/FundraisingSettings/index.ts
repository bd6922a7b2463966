import type { GlobalConfig } from 'payload'
import { finance } from '@/access/finance'

/**
 * Words staff have blocked from fundraising page addresses, names, stories and donors' messages.
 * Read by the server only (the list is not shown to the public), checked whole-word.
 */
export const FundraisingSettings: GlobalConfig = {
  slug: 'fundraising-settings',
  label: 'Fundraising settings',
  admin: { group: 'Fundraising' },
  access: { read: finance, update: finance },
  fields: [
    {
      name: 'blockedWords',
      type: 'textarea',
      admin: {
        description:
          'One word or phrase per line (or separated by commas). A page address, team name, story or message containing one is refused with a message asking for other words.',
      },
    },
  ],
}
