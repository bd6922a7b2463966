import { SmartLink } from '@/components/SmartLink'
import type { ButtonColor } from '@/content/buttons'
import type { NewsPost } from '@/payload-types'

const BUTTON_STYLES: Record<ButtonColor, string> = {
  darkBlue: 'border-navy bg-navy text-white hover:bg-navy-dark hover:text-white',
  lightBlue: 'border-navy bg-sky-light text-navy hover:bg-white',
}

/** The buttons an editor added under a news post, in the colour they chose. */
export function NewsButtons({ buttons }: { buttons: NewsPost['buttons'] }) {
  if (!buttons?.length) return null
  return (
    <ul className="mt-8 flex flex-wrap gap-4" data-testid="news-buttons">
      {buttons.map((button) => (
        <li key={button.id ?? button.name}>
          <SmartLink
            href={button.url}
            data-color={button.color}
            className={`inline-block rounded border-2 px-5 py-3 font-semibold no-underline ${BUTTON_STYLES[button.color] ?? BUTTON_STYLES.lightBlue}`}
          >
            {button.name}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}
