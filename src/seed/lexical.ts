import type {
  DefaultTypedEditorState,
  SerializedHeadingNode,
  SerializedLinkNode,
  SerializedListItemNode,
  SerializedListNode,
  SerializedParagraphNode,
  SerializedTextNode,
} from '@payloadcms/richtext-lexical'

/**
 * A small builder for seed content in Lexical's saved JSON shape (what the admin editor
 * itself stores), so demo pages open and edit in the admin like any other page.
 */

/** Lexical stores bold, italic … as bit flags on a text node. */
const TEXT_FORMAT = { bold: 1, italic: 2 } as const

type TextStyle = { bold?: boolean; italic?: boolean }

export type InlineNode = SerializedTextNode | SerializedLinkNode<SerializedTextNode>
export type Inline = string | InlineNode
export type BlockNode =
  | SerializedParagraphNode<InlineNode>
  | SerializedHeadingNode<InlineNode>
  | SerializedListNode<SerializedListItemNode<InlineNode>>

const elementBase = { direction: 'ltr', format: '', indent: 0, version: 1 } as const

export function text(value: string, style: TextStyle = {}): SerializedTextNode {
  const format = (style.bold ? TEXT_FORMAT.bold : 0) | (style.italic ? TEXT_FORMAT.italic : 0)
  return { type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

export const bold = (value: string) => text(value, { bold: true })

const inline = (children: Inline[]): InlineNode[] => children.map((child) => (typeof child === 'string' ? text(child) : child))

/** A link written as an address (a site path or a full URL); the front end decides internal or outside. */
export function link(label: string, url: string): SerializedLinkNode<SerializedTextNode> {
  return {
    ...elementBase,
    type: 'link',
    version: 3,
    fields: { linkType: 'custom', url, newTab: false },
    children: [text(label)],
  }
}

export function paragraph(...children: Inline[]): SerializedParagraphNode<InlineNode> {
  return { ...elementBase, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(children) }
}

export function heading(tag: 'h2' | 'h3' | 'h4', value: string): SerializedHeadingNode<InlineNode> {
  return { ...elementBase, type: 'heading', tag, children: [text(value)] }
}

/** A bulleted (or numbered) list; an item is a string or a run of inline nodes such as text and links. */
export function list(
  items: (string | Inline[])[],
  kind: 'bullet' | 'number' = 'bullet',
): SerializedListNode<SerializedListItemNode<InlineNode>> {
  const children: SerializedListItemNode<InlineNode>[] = items.map((item, index) => ({
    ...elementBase,
    type: 'listitem',
    value: index + 1,
    checked: undefined,
    children: inline(typeof item === 'string' ? [item] : item),
  }))
  return { ...elementBase, type: 'list', listType: kind, start: 1, tag: kind === 'bullet' ? 'ul' : 'ol', children }
}

/** A whole rich-text field value. */
export function richText(...blocks: BlockNode[]): DefaultTypedEditorState {
  return { root: { ...elementBase, type: 'root', children: blocks } }
}
