import Image from 'next/image'
import { imageOf } from '@/content/media'
import type { Grantee } from '@/payload-types'

/** Picture, name and title; the bio slides over the card on hover and on keyboard focus. */
export function GranteeCard({ grantee }: { grantee: Grantee }) {
  const picture = imageOf(grantee.picture, 'card')
  const nameId = `grantee-${grantee.id}`
  return (
    <li>
      <article
        tabIndex={grantee.description ? 0 : undefined}
        aria-labelledby={nameId}
        data-testid="grantee-card"
        className="group relative h-full overflow-hidden rounded-lg border border-navy/15 bg-white shadow-sm"
      >
        {picture && (
          <Image
            src={picture.src}
            alt=""
            width={picture.width}
            height={picture.height}
            sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
            className="aspect-square w-full object-cover"
          />
        )}
        <div className="p-4">
          <h3 id={nameId} className="text-xl">
            {grantee.title}
          </h3>
          {grantee.projectTitle && <p className="text-base text-muted">{grantee.projectTitle}</p>}
        </div>
        {grantee.description && (
          <div
            data-testid="grantee-bio"
            className="absolute inset-0 overflow-y-auto bg-navy-dark p-5 text-white opacity-0 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100"
          >
            <p className="font-bold">{grantee.title}</p>
            <p className="mt-2 text-base">{grantee.description}</p>
          </div>
        )}
      </article>
    </li>
  )
}
