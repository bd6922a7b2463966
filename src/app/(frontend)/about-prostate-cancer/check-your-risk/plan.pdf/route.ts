import { getRiskChecker } from '@/content/globals'
import { buildPlan } from '@/riskChecker/plan'
import { conversationPlanPdf } from '@/riskChecker/planPdf'
import { readAnswers } from '@/riskChecker/schema'
import { serverUrl } from '@/utilities/runtimeEnv'

/**
 * GET …/check-your-risk/plan.pdf?age=…: the conversation plan as a PDF, made for this request
 * only. Its links use the site's configured address, never the request's Host header.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const read = readAnswers(url.searchParams)
  if (read.state !== 'complete') {
    return new Response('Answer the five questions of the risk checker first: the plan is made from your answers.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const { texts } = await getRiskChecker()
  const pdf = await conversationPlanPdf(buildPlan(read.answers, texts), serverUrl())
  return new Response(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="plan-for-my-doctor.pdf"',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  })
}
