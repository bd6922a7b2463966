import type { GlobalConfig } from 'payload'
import { editorSettings } from '@/access/editorSettings'
import {
  BUTTS_IN_MOTION_PATH,
  CONTACT_PATH,
  COUNCILS_PATH,
  GRANTS_PATH,
  MISSION_PATH,
  NEWSLETTERS_PATH,
  SUPPORT_GROUPS_PATH,
  TEAM_PATH,
} from '@/content/paths'
import { galleryField } from '@/fields/gallery'
import { revalidateGlobalPaths } from '../revalidateGlobalPaths'

const pdf = (name: string, label: string, description: string) =>
  ({ name, type: 'upload', relationTo: 'media', label, admin: { description } }) as const

/**
 * The editable parts of the support and about pages that are not documents of their own:
 * links, PDFs, the calendar address, the grants figures, partner logos and contact blocks.
 * The slug is the table prefix: longer than 'support-and-about' and the deepest Postgres
 * index name (…_butts_in_motion_locations_links_parent_id_idx) passes 63 characters.
 */
export const SupportAndAbout: GlobalConfig = {
  slug: 'support-and-about',
  label: 'Support & About Pages',
  access: editorSettings,
  admin: { description: 'Texts, links and files of the support group, newsletter, team, grants, mission and contact pages.' },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'newsletters',
          label: 'Newsletters',
          fields: [
            { name: 'intro', type: 'textarea' },
            {
              name: 'archiveUrl',
              type: 'text',
              label: 'Mailing-list archive link',
              admin: { description: 'SUBSCRIBE opens this address in a new tab.' },
            },
          ],
        },
        {
          name: 'supportGroups',
          label: 'Support groups',
          fields: [
            { name: 'intro', type: 'textarea' },
            {
              name: 'calendarUrl',
              type: 'text',
              label: 'Calendar embed address',
              admin: { description: 'The address of the third-party calendar shown in a frame. Empty: a notice is shown instead.' },
            },
            {
              name: 'accordion',
              type: 'array',
              labels: { singular: 'Section', plural: 'Sections' },
              admin: { initCollapsed: true },
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'content', type: 'richText', required: true },
              ],
            },
            { name: 'councils', type: 'richText', label: 'Support group councils page' },
          ],
        },
        {
          name: 'buttsInMotion',
          label: 'Butts in Motion',
          fields: [
            { name: 'intro', type: 'textarea' },
            {
              name: 'locations',
              type: 'array',
              labels: { singular: 'Location', plural: 'Locations' },
              fields: [
                { name: 'location', type: 'text', required: true },
                {
                  name: 'links',
                  type: 'array',
                  fields: [
                    { name: 'title', type: 'text', required: true },
                    { name: 'url', type: 'text', required: true },
                  ],
                },
              ],
            },
            galleryField(),
          ],
        },
        {
          name: 'team',
          label: 'Our team',
          fields: [{ name: 'intro', type: 'textarea' }, pdf('orgChart', 'Organizational chart (PDF)', 'Linked from Our Team.')],
        },
        {
          name: 'grants',
          label: 'Grants',
          fields: [
            { name: 'intro', type: 'richText' },
            { name: 'totalAwarded', type: 'text', label: 'Total awarded', admin: { description: 'For example “$2.68M”.' } },
            { name: 'projectsFunded', type: 'number', label: 'Projects funded' },
            {
              name: 'applicationsClose',
              type: 'date',
              label: 'Applications open until',
              admin: { date: { pickerAppearance: 'dayOnly' } },
            },
            { name: 'howToApply', type: 'richText', label: 'How to apply' },
            pdf('pastGrants', 'Past grants (PDF)', 'The list of grants awarded 2003-2017.'),
          ],
        },
        {
          name: 'mission',
          label: 'Mission',
          fields: [
            { name: 'intro', type: 'richText' },
            {
              name: 'partners',
              type: 'array',
              labels: { singular: 'Partner', plural: 'Partners' },
              fields: [
                { name: 'name', type: 'text', required: true },
                { name: 'logo', type: 'upload', relationTo: 'media', required: true },
                { name: 'url', type: 'text' },
              ],
            },
            { name: 'history', type: 'richText' },
            pdf('timeline', 'Timeline (PDF)', 'Our history year by year.'),
            { name: 'annualReportTeaser', type: 'textarea', label: 'Annual report teaser' },
          ],
        },
        {
          name: 'contact',
          label: 'Contact us',
          fields: [
            { name: 'picture', type: 'upload', relationTo: 'media' },
            {
              name: 'blocks',
              type: 'array',
              label: 'Contact blocks',
              labels: { singular: 'Contact block', plural: 'Contact blocks' },
              maxRows: 3,
              admin: { description: 'Support Services, Events and General Inquiry.' },
              fields: [
                { name: 'title', type: 'text', required: true },
                {
                  type: 'row',
                  fields: [
                    { name: 'email', type: 'email', admin: { width: '50%' } },
                    { name: 'phone', type: 'text', label: 'Telephone', admin: { width: '50%' } },
                  ],
                },
              ],
            },
            { name: 'generalInquiryIntro', type: 'textarea', label: 'General inquiry text' },
          ],
        },
      ],
    },
  ],
  hooks: {
    afterChange: [
      revalidateGlobalPaths([
        NEWSLETTERS_PATH,
        SUPPORT_GROUPS_PATH,
        COUNCILS_PATH,
        BUTTS_IN_MOTION_PATH,
        TEAM_PATH,
        GRANTS_PATH,
        MISSION_PATH,
        CONTACT_PATH,
      ]),
    ],
  },
}
