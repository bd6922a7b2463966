import type { Payload } from 'payload'
import { DEFAULT_TEXTS } from '@/riskChecker/texts'
import { PLACEHOLDER_REVIEWER, REVIEWED } from './infoPages/shared'
import type { SeedLog } from './index'

/** The risk checker's first texts and review record, only while staff never saved them. */
export async function seedRiskChecker(payload: Payload, log: SeedLog): Promise<void> {
  const current = await payload.findGlobal({ slug: 'risk-checker', depth: 0, overrideAccess: true })
  if (current.updatedAt) return
  const { doctorQuestions, ...texts } = DEFAULT_TEXTS
  await payload.updateGlobal({
    slug: 'risk-checker',
    data: {
      ...texts,
      doctorQuestions: doctorQuestions.map((question) => ({ question })),
      lastReviewed: REVIEWED,
      reviewedBy: { ...PLACEHOLDER_REVIEWER },
      reviewNotes: [
        {
          figure: 'The PSA test costs $37 in BC and $35 in Ontario.',
          note: 'Prices from the spec, as on the PSA test page; no published price list was found. Check current laboratory prices in both provinces.',
        },
        {
          figure: 'Under 45 with a higher risk: ask whether to start checking before 45.',
          note: 'The information pages say to start earlier with a family history or Black ancestry. Confirm the age to give against the current Canadian Urological Association guideline.',
        },
      ],
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  log('Risk checker: first texts and review record')
}
