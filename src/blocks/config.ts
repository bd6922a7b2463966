import type { Block } from 'payload'
import { AccordionBlock } from './Accordion/config'
import { CallToActionBlock } from './CallToAction/config'
import { LinkListBlock } from './LinkList/config'
import { MediaBlock } from './MediaBlock/config'
import { ReadMoreBlock } from './ReadMore/config'
import { RichTextBlock } from './RichText/config'
import { TableBlock } from './Table/config'
import { VideoEmbedBlock } from './VideoEmbed/config'
import { FormBlock } from './Form/config'
import { PeerSupportInviteBlock } from './PeerSupportInvite/config'
import { VideoSliderBlock } from './VideoSlider/config'

/** Every block an editor can place in a page's layout, in the order the admin lists them. */
export const pageBlocks: Block[] = [
  RichTextBlock,
  MediaBlock,
  VideoEmbedBlock,
  AccordionBlock,
  ReadMoreBlock,
  CallToActionBlock,
  LinkListBlock,
  TableBlock,
  FormBlock,
  PeerSupportInviteBlock,
  VideoSliderBlock,
]
