/**
 * "E-mail it to me": the conversation plan sent to the address a person gives, as plain text
 * with the PDF attached, through Payload's mail adapter (nodemailer over SMTP). Sent, never
 * stored: no Outbox row, no log line. Without an SMTP server the site offers no e-mail at all,
 * since Payload's fallback would write the message, answers included, to the server log.
 */
import type { Payload } from 'payload'
import { smtpConfigured } from '@/forms/email'
import { limitFromEnv, RateLimiter } from '@/http/rateLimit'
import { sharedHits } from '@/instances/sharedHits'
import { z } from '@/utilities/zod'
import { marks, type ConversationPlan } from './plan'
import { conversationPlanPdf } from './planPdf'

export const planEmailAvailable = smtpConfigured

/** Plans e-mailed per client address: 5 an hour is far above what a person sends themselves. */
export const planEmailRateLimiter = new RateLimiter(limitFromEnv('RISK_PLAN_EMAIL', { max: 5, windowMs: 60 * 60_000 }), sharedHits, 'risk-plan-email')

export const planEmailAddress = z.email({ error: 'Enter an e-mail address like name@example.org.' }).max(254)

/** The plan as plain text: the same content as the PDF, readable in any mail program. */
export function planEmailText(plan: ConversationPlan, siteUrl: string): string {
  const lines = [
    plan.title,
    '',
    'MY ANSWERS',
    ...plan.answers.map((a) => `- ${a.question} ${a.answer}`),
    '',
    plan.result.heading.toUpperCase(),
    `${plan.result.text}${marks(plan.result.sources)}`,
    '',
    'WHAT TO DO NEXT',
    ...plan.steps.map((s) => `- ${s.text}${marks(s.sources)}`),
    '',
    'QUESTIONS TO ASK MY DOCTOR',
    ...plan.doctorQuestions.map((q, i) => `${i + 1}. ${q}`),
    ...plan.tests.flatMap((t) => ['', t.heading.toUpperCase(), `${t.text}${marks(t.sources)}`]),
    '',
    'READ MORE',
    ...plan.readMore.map((l) => `- ${l.label}: ${new URL(l.path, siteUrl).toString()}`),
    '',
    'SOURCES',
    ...plan.references.map((r, i) => `[${i + 1}] ${r.title}. ${[r.publisher, r.year].filter(Boolean).join(', ')}. ${r.url}`),
    '',
    'This plan gives general information, not medical advice. We sent it because you asked; we did not keep your answers or your address.',
  ]
  return lines.join('\n')
}

export async function emailPlan(payload: Payload, to: string, plan: ConversationPlan, siteUrl: string): Promise<void> {
  const pdf = await conversationPlanPdf(plan, siteUrl)
  await payload.sendEmail({
    to,
    subject: plan.title,
    text: planEmailText(plan, siteUrl),
    attachments: [{ filename: 'plan-for-my-doctor.pdf', content: Buffer.from(pdf), contentType: 'application/pdf' }],
  })
}
