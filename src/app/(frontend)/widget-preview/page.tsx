import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DatePicker } from '@/components/DatePicker/DatePicker.client'
import { TimePicker } from '@/components/TimePicker/TimePicker.client'
import { isProductionSite } from '@/utilities/runtimeEnv'

export const metadata: Metadata = {
  title: 'Widget preview',
  robots: { index: false, follow: false },
}

// Decided per request: SITE_ENV is read when the page is asked for, not when it is built.
export const dynamic = 'force-dynamic'

/**
 * A demo-only page showing the date and time pickers in a form, for staff review and for the
 * browser tests. Answers 404 on the production site.
 */
export default function WidgetPreviewPage() {
  if (isProductionSite()) notFound()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl">Date and time pickers</h1>
      <p className="mt-4">
        This page exists only on the demo site. It shows the date and time fields that forms on the site can use.
      </p>
      <form aria-label="Widget preview" className="mt-8 grid gap-8" action="#" data-testid="widget-preview">
        <DatePicker name="date" label="Date of diagnosis" description="If you are not sure, an approximate date is fine." />
        <TimePicker name="time" label="Preferred call time" />
        <TimePicker
          name="office-time"
          label="Office hours call time"
          description="Between 9:00 AM and 5:00 PM, in 5-minute steps."
          minHour={9}
          maxTime={{ hours: 17, minutes: 0 }}
          increment
        />
      </form>
    </div>
  )
}
