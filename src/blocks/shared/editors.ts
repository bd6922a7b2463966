import { HeadingFeature, LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'

/**
 * Features the front end does not render well, or that would break the page's structure:
 * uploads and relationships inside text (images belong in the Image block, which sizes them),
 * checklists (they look like form controls), and the default link and heading features,
 * which are added back below with site rules.
 */
const REMOVED_FEATURES = new Set(['upload', 'relationship', 'checklist', 'link', 'heading'])

/** Internal links may point to pages only: every other collection has no address of its own yet. */
const pageLinks = () => LinkFeature({ enabledCollections: ['pages'] })

/**
 * Long-form text in a Rich text block. Headings start at h2 because the page title is the
 * page's only h1.
 */
export const blockTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => !REMOVED_FEATURES.has(feature.key)),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    pageLinks(),
  ],
})

/**
 * Text inside a block that already has its own heading (an accordion item, a read-more
 * panel): no headings, so the outline the block sets stays intact.
 */
export const panelTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => !REMOVED_FEATURES.has(feature.key)),
    pageLinks(),
  ],
})
