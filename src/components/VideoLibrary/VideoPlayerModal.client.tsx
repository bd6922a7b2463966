'use client'

import { Button } from 'react-aria-components/Button'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { youTubeEmbedUrl } from '@/utilities/youtube'

type Props = {
  video: { title: string; videoId: string } | null
  onClose: () => void
}

/**
 * The library's player: a react-aria modal (focus trapped inside, returned to the card on
 * close; Escape and a click on the backdrop close it) holding YouTube's privacy-enhanced
 * player. Nothing is loaded from YouTube until a visitor opens a video. 640×360 is the
 * player's default size; it shrinks with the screen.
 */
export function VideoPlayerModal({ video, onClose }: Props) {
  return (
    <ModalOverlay
      isOpen={!!video}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      isDismissable
      data-testid="video-player-backdrop"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-black/75 p-4"
    >
      <Modal className="w-full max-w-[min(960px,100%)] rounded-lg bg-navy-dark shadow-2xl">
        <Dialog className="relative p-3 outline-none sm:p-4" data-testid="video-player">
          {video && (
            <>
              <div className="mb-3 flex items-start justify-between gap-4">
                <Heading slot="title" className="text-lg text-white sm:text-xl">
                  {video.title}
                </Heading>
                <Button
                  slot="close"
                  aria-label="Close video"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded text-2xl text-white hover:bg-white/15"
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </div>
              <div className="relative aspect-video w-full">
                <iframe
                  src={youTubeEmbedUrl(video.videoId, { autoplay: true })}
                  title={`Video player: ${video.title}`}
                  width={640}
                  height={360}
                  allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
                  referrerPolicy="strict-origin-when-cross-origin"
                  allowFullScreen
                  className="absolute inset-0 h-full w-full rounded border-0"
                />
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
