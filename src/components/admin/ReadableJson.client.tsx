'use client'

import type { JSONFieldClientProps } from 'payload'
import { useField } from '@payloadcms/ui'
import { fieldLabel, fieldText } from '@/forms/fieldLabel'

type Row = [label: string, text: string]

/**
 * Stored JSON shown to staff as labelled lines. Payload's own JSON field is a code editor that
 * it loads from a public CDN, which the admin's content security policy (rightly) refuses, so
 * the box would stay empty; these records are read, not edited, in the admin anyway.
 */
function ReadableJson({ field, path, rows }: JSONFieldClientProps & { rows: (value: unknown) => Row[] }) {
  const { value } = useField<unknown>({ potentiallyStalePath: path })
  const label = typeof field.label === 'string' ? field.label : fieldLabel(field.name)
  const lines = rows(value)
  const description = typeof field.admin?.description === 'string' ? field.admin.description : null
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }} data-testid={`readable-${field.name}`}>
      <p className="field-label" style={{ marginBottom: '0.5rem' }}>
        {label}
      </p>
      {lines.length === 0 ? (
        <p>Nothing.</p>
      ) : (
        <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(10rem, max-content) 1fr', gap: '0.35rem 1.5rem', margin: 0 }}>
          {lines.map(([term, text], i) => (
            <div key={i} style={{ display: 'contents' }}>
              <dt style={{ fontWeight: 600 }}>{term}</dt>
              <dd style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</dd>
            </div>
          ))}
        </dl>
      )}
      {/* Not the admin's own description style: its grey is too faint to read on white. */}
      {description ? <p style={{ marginTop: '0.5rem', fontSize: '0.875rem' }}>{description}</p> : null}
    </div>
  )
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const asText = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value))

/** A form submission's fields, labelled as in the notification e-mail; empty ones left out. */
export const SubmittedFields = (props: JSONFieldClientProps) => (
  <ReadableJson
    {...props}
    rows={(value) =>
      isRecord(value)
        ? Object.entries(value)
            .map(([name, v]): Row => [fieldLabel(name), fieldText(name, asText(v))])
            .filter(([, text]) => text !== '')
        : []
    }
  />
)

/** A peer support request's ticked topics, each with its sub-topics. */
export const TickedTopics = (props: JSONFieldClientProps) => (
  <ReadableJson
    {...props}
    rows={(value) =>
      Array.isArray(value)
        ? value.filter(isRecord).map((topic): Row => [asText(topic.main), Array.isArray(topic.subTopics) && topic.subTopics.length ? topic.subTopics.map(asText).join(', ') : 'No sub-topic ticked'])
        : []
    }
  />
)

/** Any other stored answer: its keys as they are. */
export const StoredAnswer = (props: JSONFieldClientProps) => (
  <ReadableJson {...props} rows={(value) => (isRecord(value) ? Object.entries(value).map(([key, v]): Row => [key, asText(v)]) : value === null || value === undefined ? [] : [['Value', asText(value)]])} />
)
