import type { Block } from 'payload'

export const MediaBlock: Block = {
  slug: 'mediaBlock',
  interfaceName: 'MediaBlock',
  labels: { singular: 'Image with caption', plural: 'Images with captions' },
  admin: { disableBlockName: true },
  fields: [
    {
      name: 'media',
      label: 'Image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      // The media library also holds PDFs; this block shows pictures only.
      filterOptions: { mimeType: { contains: 'image' } },
      admin: { description: 'The image’s alternative text is set on the image itself in the media library.' },
    },
    {
      name: 'caption',
      type: 'textarea',
      admin: { description: 'Shown under the image. Leave empty to use the caption saved with the image, if any.' },
    },
  ],
}
