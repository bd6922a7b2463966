'use client'

/**
 * The behaviour every site form shares: idle → submitting (the submit button gives way to a
 * spinner, so the form cannot be sent twice) → a success dialog, or errors beside each field
 * with focus on the first. The browser runs the same zod schema as the server before posting
 * (loaded when the visitor first focuses the form, so pages do not carry zod until someone
 * uses a form); the server's invalid_fields are shown the same way. A network failure or a server problem
 * shows a message above the submit button and leaves everything typed in place.
 *
 * Without JavaScript (or before it runs) the form posts itself to the server action
 * sendSiteForm, which applies the same rules and storage; the page comes back with the success
 * text in place of the dialog, or the errors beside the fields and everything typed kept.
 */
import { useActionState, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { ModalDialog } from '@/components/Dialog/ModalDialog.client'
import { fieldId, type FieldIds, type Tone } from '@/components/FormFields'
import type { FieldError, ValidationResult } from '@/forms/definitions'
import { fieldErrorsFrom, type FieldErrors } from '@/forms/fieldErrors'
import { ELAPSED_FIELD, FORM_IDS, HONEYPOT_FIELD, joinPosted, type FormKey, type PostedData } from '@/forms/fields'
import { sendSiteForm } from '@/forms/sendSiteForm'
import { FORM_ID_FIELD, IDLE_FORM, type KeptValues } from '@/forms/siteFormState'
import { Spinner } from './Spinner'

export type SiteFormProps = {
  formKey: FormKey
  /** The form's accessible name (and its visible heading when `showTitle`). */
  title: string
  showTitle?: boolean
  successTitle: string
  successMessage: ReactNode
  submitLabel?: string
  tone?: Tone
  /** Turns the browser's FormData into the posted fields (checkbox groups joined, and so on). */
  collect?: (form: HTMLFormElement) => PostedData
  /** Clears state the form keeps outside its inputs (called after a successful send). */
  onReset?: () => void
  /** `kept`: what the visitor typed, given back when a post sent without JavaScript was refused. */
  children: (ctx: { ids: FieldIds; errors: FieldErrors; kept: KeptValues }) => ReactNode
}

const NETWORK_MESSAGE =
  'We could not reach our server, so your form was not sent. Please check your connection and try again; everything you typed is still here.'
const SERVER_MESSAGE =
  'Something went wrong on our side and your form was not sent. Please try again in a few minutes; everything you typed is still here.'

/** Repeated names (checkbox groups) become one value joined with ", ", as the old site sent them. */
export function collectJoined(form: HTMLFormElement): PostedData {
  const data = joinPosted(new FormData(form).entries())
  delete data[HONEYPOT_FIELD]
  delete data[FORM_ID_FIELD]
  return data
}

/** The shared schemas, fetched once on first use. */
const loadValidation = () => import('@/forms/definitions')

export function SiteForm({
  formKey,
  title,
  showTitle = false,
  successTitle,
  successMessage,
  submitLabel = 'Submit',
  tone = 'light',
  collect = collectJoined,
  onReset,
  children,
}: SiteFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const spinnerRef = useRef<HTMLDivElement>(null)
  const shownAt = useRef(0)
  // The scripts send with fetch (onSubmit stops the post); the action answers the post sent without them.
  const [posted, postAction] = useActionState(sendSiteForm, IDLE_FORM)
  // After a post sent without JavaScript the address may still end in #<field> (a link of the
  // error summary followed before): the answered form's fields take other ids, so the browser
  // does not jump past the answer to that field.
  const prefix = `f${useId().replace(/[^a-zA-Z0-9_-]/g, '')}${posted.status === 'sent' || posted.status === 'problem' ? '-answered' : ''}`
  const ids: FieldIds = { prefix }
  const titleId = `${prefix}-title`
  const messageId = `${prefix}-message`
  const kept = posted.status === 'invalid' || posted.status === 'problem' ? posted.values : {}
  // The answer to that post is shown until the scripts send the form again.
  const [showPosted, setShowPosted] = useState(true)
  const [submitting, setSubmitting] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>(() => (posted.status === 'invalid' ? fieldErrorsFrom(posted.errors) : {}))
  const [message, setMessage] = useState<string | null>(posted.status === 'problem' ? posted.message : null)
  const errorCount = showPosted && posted.status === 'invalid' ? Object.keys(errors).length : 0
  const [dialogOpen, setDialogOpen] = useState(false)
  const [focusErrors, setFocusErrors] = useState(0)
  const [focusSubmit, setFocusSubmit] = useState(0)

  useEffect(() => {
    shownAt.current = Date.now()
  }, [])

  useEffect(() => {
    if (!focusErrors) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusErrors])

  useEffect(() => {
    if (submitting) spinnerRef.current?.focus()
  }, [submitting])

  useEffect(() => {
    if (focusSubmit) submitRef.current?.focus()
  }, [focusSubmit])

  const showErrors = (list: FieldError[]) => {
    setErrors(fieldErrorsFrom(list))
    setFocusErrors((n) => n + 1)
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const form = event.currentTarget
    const data = collect(form)
    setMessage(null)
    setShowPosted(false)
    let checked: ValidationResult
    try {
      checked = (await loadValidation()).validateForm(formKey, data)
    } catch {
      // The validation code could not be fetched (offline): the server checks everything anyway.
      checked = { ok: true, values: {} }
    }
    if (!checked.ok) {
      showErrors(checked.errors)
      return
    }
    setErrors({})
    setSubmitting(true)
    const body = new FormData()
    for (const [name, value] of Object.entries(data)) body.append(name, Array.isArray(value) ? value.join(', ') : value)
    body.append(HONEYPOT_FIELD, String(new FormData(form).get(HONEYPOT_FIELD) ?? ''))
    body.append(ELAPSED_FIELD, String(Date.now() - shownAt.current))
    let restoreFocus = true
    try {
      const response = await fetch(`/api/forms/${FORM_IDS[formKey]}/feedback`, { method: 'POST', body })
      const answer = (await response.json().catch(() => null)) as {
        status?: string
        message?: string
        error?: string
        invalid_fields?: FieldError[]
      } | null
      if (!response.ok || !answer) {
        setMessage(answer?.error ?? SERVER_MESSAGE)
      } else if (answer.status === 'mail_sent') {
        form.reset()
        onReset?.()
        shownAt.current = Date.now()
        setDialogOpen(true)
        restoreFocus = false
      } else if (answer.status === 'validation_failed' && answer.invalid_fields?.length) {
        showErrors(answer.invalid_fields)
        restoreFocus = false
      } else {
        setMessage(answer.message ?? SERVER_MESSAGE)
      }
    } catch {
      setMessage(NETWORK_MESSAGE)
    } finally {
      setSubmitting(false)
      if (restoreFocus) setFocusSubmit((n) => n + 1)
    }
  }

  return (
    <>
      <form
        ref={formRef}
        action={postAction}
        noValidate
        aria-labelledby={titleId}
        aria-busy={submitting || undefined}
        onSubmit={onSubmit}
        onFocus={() => void loadValidation().catch(() => undefined)}
        className="space-y-4"
        data-form-id={FORM_IDS[formKey]}
      >
        {showTitle ? (
          <h2 id={titleId} className={`text-2xl ${tone === 'dark' ? 'text-white' : ''}`}>
            {title}
          </h2>
        ) : (
          <span id={titleId} className="sr-only">
            {title}
          </span>
        )}
        {showPosted && posted.status === 'sent' && (
          // After a post sent without JavaScript the page opens at its top: autofocus brings the answer into view.
          <div tabIndex={-1} autoFocus role="status" data-testid="form-sent" className="rounded border-l-4 border-green-700 bg-green-50 p-4 text-ink outline-none focus-visible:outline-4 focus-visible:outline-focus">
            <p className="font-bold">{successTitle}</p>
            <div className="mt-2">{successMessage}</div>
          </div>
        )}
        {errorCount > 0 && (
          <div
            tabIndex={-1}
            autoFocus
            data-testid="form-error-summary"
            className={`rounded border-l-4 border-red-700 p-3 outline-none focus-visible:outline-4 focus-visible:outline-focus ${tone === 'dark' ? 'bg-white text-red-800' : 'bg-red-50 text-red-800'}`}
          >
            <p className="font-semibold">Your form was not sent. Please correct {errorCount === 1 ? 'this field' : `these ${errorCount} fields`}:</p>
            <ul className="mt-1 list-disc pl-6">
              {Object.entries(errors).map(([field, messages]) => (
                <li key={field}>
                  <a href={`#${fieldId(ids, field)}`} className="underline">
                    {messages[0]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {children({ ids, errors, kept })}
        <input type="hidden" name={FORM_ID_FIELD} value={FORM_IDS[formKey]} />
        {/* A field people never see; automated posts tend to fill it in. */}
        <div hidden>
          <label htmlFor={`${prefix}-hp`}>Leave this field empty</label>
          <input id={`${prefix}-hp`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div id={messageId} role="alert" className="empty:hidden">
          {message && (
            // Autofocus: the answer to a post sent without JavaScript, on a page that opens at its top.
            <p tabIndex={-1} autoFocus={showPosted && posted.status === 'problem'} className={`rounded border-l-4 border-red-700 p-3 font-semibold outline-none focus-visible:outline-4 focus-visible:outline-focus ${tone === 'dark' ? 'bg-white text-red-800' : 'bg-red-50 text-red-800'}`}>
              {message}
            </p>
          )}
        </div>
        <div className="min-h-12">
          {submitting ? (
            <div ref={spinnerRef} tabIndex={-1} role="status" data-testid="form-spinner" className="outline-none">
              <Spinner tone={tone} />
            </div>
          ) : (
            <button
              ref={submitRef}
              type="submit"
              className="rounded bg-donate px-6 py-3 font-bold uppercase text-navy-dark hover:bg-donate-dark focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {submitLabel}
            </button>
          )}
        </div>
      </form>
      <ModalDialog
        isOpen={dialogOpen}
        onOpenChange={(open) => {
          setDialogOpen(open)
          if (!open) setTimeout(() => submitRef.current?.focus(), 0)
        }}
        title={successTitle}
      >
        <div className="text-ink" data-testid="form-success-message">
          {successMessage}
        </div>
      </ModalDialog>
    </>
  )
}
