/**
 * What a shared link to a fundraiser's or a team's page shows (its Open Graph picture): the
 * person's photo or their initials, the name, the campaign and the progress in words. Read from
 * the same cached views as the pages, so a gift refreshes it as it refreshes them. A hidden or
 * unknown page gets a card that names nobody.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { formatDollars } from '@/format/money'
import type { Media } from '@/payload-types'
import { mediaDir } from '@/utilities/runtimeEnv'
import type { FundraiserView, TeamView } from './publicPages'
import { percentOfGoal } from './rules'

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const
const PHOTO_SIDE = 360

export type ShareCard = {
  title: string
  kicker: string
  progress: string | null
  percent: number
  /** The photo as a PNG data URL, or null: the initials are drawn instead. */
  photo: string | null
  initials: string
}

/** Up to two initials of a name ("Cara Smith" → "CS"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words
  return letters.map((w) => [...w][0]!.toLocaleUpperCase('en-CA')).join('') || '?'
}

const progressOf = (raisedCents: number, goalDollars: number) => ({
  progress: goalDollars > 0 ? `${formatDollars(Math.floor(raisedCents / 100))} raised of ${formatDollars(goalDollars)}` : `${formatDollars(Math.floor(raisedCents / 100))} raised`,
  percent: percentOfGoal(raisedCents, goalDollars),
})

/** The photo's resized copy from the media folder, cropped square, as a data URL; null when there is none to read. */
async function photoData(photo: Media | null): Promise<string | null> {
  const file = photo?.sizes?.card?.filename ?? photo?.filename
  if (!file) return null
  try {
    const png = await sharp(await fs.readFile(path.join(mediaDir(), path.basename(file))))
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover' })
      .png()
      .toBuffer()
    return `data:image/png;base64,${png.toString('base64')}`
  } catch {
    return null
  }
}

export const UNAVAILABLE_CARD: ShareCard = { title: 'This page is not available', kicker: 'Fundraising', progress: null, percent: 0, photo: null, initials: '' }

export async function fundraiserCard(view: FundraiserView | null): Promise<ShareCard> {
  if (!view || view.page.hidden) return UNAVAILABLE_CARD
  const { page, campaign, total } = view
  return { title: page.name, kicker: campaign.title, ...progressOf(total.raisedCents, page.goal), photo: await photoData(page.photo), initials: initialsOf(page.name) }
}

export function teamCard(view: TeamView | null): ShareCard {
  if (!view || view.team.hidden) return UNAVAILABLE_CARD
  const members = view.total.members === 1 ? '1 member' : `${view.total.members} members`
  return { title: `Team ${view.team.name}`, kicker: `${view.campaign.title} · ${members}`, ...progressOf(view.total.raisedCents, view.goalDollars), photo: null, initials: initialsOf(view.team.name) }
}
