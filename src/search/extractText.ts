/**
 * Plain text from stored content, once, when a document is indexed: Lexical rich text and the
 * page builder's blocks. Blocks are walked generically (every string a reader would see), so a
 * new block type is searchable without changes here.
 */

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

/** Block-level Lexical nodes end a line, so words of two paragraphs never run together. */
const LEXICAL_BLOCK_TYPES = new Set(['paragraph', 'heading', 'listitem', 'quote', 'tablecell', 'linebreak'])

function isLexicalState(value: unknown): value is { root: LexicalNode } {
  return typeof value === 'object' && value !== null && 'root' in value && typeof (value as { root: unknown }).root === 'object'
}

export function lexicalToText(state: unknown): string {
  if (!isLexicalState(state)) return ''
  const parts: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    for (const child of node.children ?? []) walk(child)
    if (node.type && LEXICAL_BLOCK_TYPES.has(node.type)) parts.push('\n')
  }
  walk(state.root)
  return parts.join('').replace(/[ \t]*\n[\s]*/g, '\n').trim()
}

/** Keys whose string values are addresses, ids or settings, never text a reader sees. */
const NON_TEXT_KEYS = new Set([
  'id', 'blockType', 'blockName', 'url', 'href', 'link', 'slug', 'path', 'videoUrl', 'video', 'videoId', 'anchor',
  'style', 'variant', 'color', 'colour', 'theme', 'scheme', 'alignment', 'size', 'type', 'newTab', 'mimeType',
  'filename', 'relationTo', '_status', 'createdAt', 'updatedAt', 'email', 'icon', 'format', 'version',
])

/**
 * Walks a block tree: `onText` gets every string a reader would see, with the field it is in,
 * and `onLexical` every rich-text value (not walked further here).
 */
function walkBlocks(value: unknown, onText: (text: string, key?: string) => void, onLexical: (state: { root: LexicalNode }) => void): void {
  const walk = (node: unknown, key?: string) => {
    if (key && NON_TEXT_KEYS.has(key)) return
    if (typeof node === 'string') {
      if (node.trim()) onText(node.trim(), key)
      return
    }
    if (Array.isArray(node)) {
      for (const item of node) walk(item)
      return
    }
    if (node && typeof node === 'object') {
      if (isLexicalState(node)) return onLexical(node)
      for (const [childKey, child] of Object.entries(node)) walk(child, childKey)
    }
  }
  walk(value)
}

/** Every visible string of a block tree (rich text included), one per line. */
export function blocksToText(value: unknown): string {
  const parts: string[] = []
  walkBlocks(
    value,
    (text) => parts.push(text),
    (state) => {
      const text = lexicalToText(state)
      if (text) parts.push(text)
    },
  )
  return parts.join('\n')
}

/** Plain text of stored HTML (older imported content): tags dropped, common entities decoded. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|div|h[1-6]|li|tr|br)\s*>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&rsquo;|&apos;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .trim()
}

/** Block fields that hold a heading a reader sees above other text. */
const HEADING_KEYS = new Set(['heading', 'title', 'question', 'headline', 'subheading'])

/**
 * The headings of a block tree, one per line: Lexical heading nodes and block fields named as
 * headings. Search weighs them above body text (they say what a section is about).
 */
export function headingsOf(value: unknown): string {
  const parts: string[] = []
  const walkLexical = (node: LexicalNode) => {
    if (node.type === 'heading') {
      const text = lexicalToText({ root: node })
      if (text) parts.push(text)
      return
    }
    for (const child of node.children ?? []) walkLexical(child)
  }
  walkBlocks(
    value,
    (text, key) => {
      if (key && HEADING_KEYS.has(key)) parts.push(text)
    },
    (state) => walkLexical(state.root),
  )
  return parts.join('\n')
}
