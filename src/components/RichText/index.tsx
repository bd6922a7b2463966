import type { DefaultTypedEditorState, SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import type { ReactNode } from 'react'
import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { LinkView } from '@/components/SmartLink/LinkView'
import { resolveLink } from '@/utilities/resolveLink'
import { richTextLinkHref } from './linkHref'

const converters =
  (ownHosts: readonly string[]): JSXConvertersFunction =>
  ({ defaultConverters }) => {
    // Every link follows the site's rules (new tab only for outside sites), whatever "open in
    // new tab" the editor ticked.
    const link = ({
      node,
      nodesToJSX,
    }: {
      node: SerializedLinkNode | SerializedAutoLinkNode
      nodesToJSX: (args: { nodes: SerializedLinkNode['children'] }) => ReactNode[]
    }) => {
      const children = nodesToJSX({ nodes: node.children })
      const href = richTextLinkHref(node.fields)
      if (!href) return <span>{children}</span>
      return <LinkView link={resolveLink(href, ownHosts)}>{children}</LinkView>
    }
    return {
      ...defaultConverters,
      link,
      autolink: link,
      // The page title is the page's only h1; older content or pasted text may still hold one.
      heading: ({ node, nodesToJSX }) => {
        const Tag = node.tag === 'h1' ? 'h2' : node.tag
        return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
      },
    }
  }

type Props = {
  data: DefaultTypedEditorState | null | undefined
  /** The site's own hosts: links written with them become internal. Server callers get them from getOwnHosts(). */
  ownHosts?: string[]
  className?: string
}

/** Text written in the CMS's rich-text editor, rendered as plain semantic HTML. */
export function RichText({ data, ownHosts = [], className }: Props) {
  if (!data?.root?.children?.length) return null
  return (
    <LexicalRichText
      data={data}
      converters={converters(ownHosts)}
      className={className ? `prose-content ${className}` : 'prose-content'}
    />
  )
}
