import { RISK_PLAN_PATH } from '@/content/paths'
import { clientAddress } from '@/http/clientAddress'
import { buildPlan } from '@/riskChecker/plan'
import { mergeTexts } from '@/riskChecker/texts'
import { emailPlan, planEmailAddress, planEmailAvailable, planEmailRateLimiter } from '@/riskChecker/planEmail'
import { answersQuery, readAnswers } from '@/riskChecker/schema'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { serverUrl } from '@/utilities/runtimeEnv'

export type PlanEmailOutcome = 'yes' | 'invalid' | 'unavailable' | 'later' | 'failed'

/**
 * POST /api/risk-checker/email (the plan page's form, with or without JavaScript): e-mails
 * the plan made from the posted answers to the posted address, then goes back to the plan page
 * with the outcome. Links in the mail use the site's configured address, never the request's
 * Host header. Nothing is stored, and neither the address nor the answers are logged.
 */
export async function POST(request: Request) {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return text('Send the form from the plan page: an e-mail address and your answers.', 400)
  }
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
  const read = readAnswers(fields)
  if (read.state !== 'complete') return text('Answer the five questions of the risk checker first: the plan is made from your answers.', 400)
  const back = (outcome: PlanEmailOutcome) =>
    new Response(null, { status: 303, headers: { location: `${RISK_PLAN_PATH}?${answersQuery(read.answers)}&sent=${outcome}`, 'cache-control': 'no-store' } })

  if (!planEmailAvailable()) return back('unavailable')
  const address = planEmailAddress.safeParse((fields.email ?? '').trim())
  if (!address.success) return back('invalid')
  if (!(await planEmailRateLimiter.hit(clientAddress(request.headers))).ok) return back('later')
  // Read through Payload, not the page cache, as the other handlers that send mail do.
  const payload = await getPayloadClient()
  const texts = mergeTexts(await payload.findGlobal({ slug: 'risk-checker', depth: 0 }))
  try {
    await emailPlan(payload, address.data, buildPlan(read.answers, texts), serverUrl())
  } catch {
    // The mail server's error could quote the address: say only that it failed.
    console.error('Risk checker: a plan e-mail could not be sent (mail server error).')
    return back('failed')
  }
  return back('yes')
}

const text = (body: string, status: number) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
