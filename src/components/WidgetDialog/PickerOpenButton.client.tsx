'use client'

import { Button } from 'react-aria-components/Button'

type Props = { label: string; onPress: () => void; iconPath: string }

/** The square button beside a picker's text field that opens its dialog; `iconPath` draws a 24×24 icon. */
export function PickerOpenButton({ label, onPress, iconPath }: Props) {
  return (
    <Button
      onPress={onPress}
      aria-label={label}
      className="flex min-h-11 min-w-11 items-center justify-center rounded border-2 border-navy bg-white text-navy hover:bg-sky-light"
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
        <path fill="currentColor" d={iconPath} />
      </svg>
    </Button>
  )
}
