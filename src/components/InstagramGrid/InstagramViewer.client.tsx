'use client'

import { Button } from 'react-aria-components/Button'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { formatDayMonthYear } from '@/format/dates'
import type { IgPost } from '@/media-feeds/instagram/types'
import { captionScrolls } from '@/media-feeds/instagram/viewer'

type Props = { post: IgPost; onClose: () => void; onPrevious: () => void; onNext: () => void }

const altOf = (post: IgPost) => post.alt || (post.caption ? `Instagram post: ${post.caption.slice(0, 80)}` : 'Instagram post')

/**
 * One Instagram post in a dialog: react-aria traps focus inside it, restores focus to the post
 * that opened it, and closes it on Escape or a click outside. Previous and Next wrap around the
 * grid. InstagramGrid loads it lazily, the first time a post is opened.
 */
export function InstagramViewer({ post, onClose, onPrevious, onNext }: Props) {
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose()
      }}
      isDismissable
      className="fixed inset-0 z-[60] flex items-center justify-center bg-black/70 p-4"
    >
      <Modal className="max-h-full w-full max-w-4xl overflow-auto rounded-lg bg-white shadow-2xl">
        <Dialog className="relative outline-none" aria-label="Instagram post" data-testid="instagram-viewer">
          <div className="grid gap-4 p-4 md:grid-cols-[3fr_2fr]">
            <div className="space-y-3">
              {/* eslint-disable-next-line @next/next/no-img-element -- Instagram's own picture addresses are not known to next/image */}
              <img src={post.media_url} alt={altOf(post)} className="w-full rounded" />
              {post.children?.data.length ? (
                <ul aria-label="Pictures in this post" className="grid grid-cols-3 gap-2" data-testid="instagram-children">
                  {post.children.data.map((child, i) => (
                    <li key={child.id}>
                      {/* eslint-disable-next-line @next/next/no-img-element -- Instagram's own picture addresses are not known to next/image */}
                      <img src={child.thumbnail_url || child.media_url} alt={`Picture ${i + 1} of ${post.children!.data.length}`} className="aspect-square w-full rounded object-cover" />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <div className="flex flex-col gap-3 pr-8">
              <Heading slot="title" className="text-lg text-navy">
                <time dateTime={post.timestamp.slice(0, 10)}>{formatDayMonthYear(post.timestamp)}</time>
              </Heading>
              {post.caption &&
                (captionScrolls(post.caption) ? (
                  // A long caption scrolls inside its panel; focusable so keyboard users can scroll it too.
                  <div tabIndex={0} role="region" aria-label="Caption" className="max-h-64 overflow-y-auto whitespace-pre-line rounded border border-sky-light p-3" data-testid="instagram-caption" data-scrolls="true">
                    {post.caption}
                  </div>
                ) : (
                  <p className="whitespace-pre-line" data-testid="instagram-caption" data-scrolls="false">
                    {post.caption}
                  </p>
                ))}
              {post.permalink && (
                <a href={post.permalink} target="_blank" rel="noopener noreferrer">
                  View on Instagram<span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
              <div className="mt-auto flex justify-between gap-2">
                <Button
                  onPress={onPrevious}
                  className="rounded border-2 border-navy px-4 py-2 font-semibold text-navy hover:bg-sky-light"
                >
                  Previous
                </Button>
                <Button
                  onPress={onNext}
                  className="rounded border-2 border-navy px-4 py-2 font-semibold text-navy hover:bg-sky-light"
                >
                  Next
                </Button>
              </div>
            </div>
            <Button slot="close" aria-label="Close" className="absolute right-2 top-2 flex h-10 w-10 items-center justify-center rounded bg-white text-2xl text-navy hover:bg-sky-light">
              <span aria-hidden="true">×</span>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
