import { FORM_SCHEMAS, type FormKey } from './definitions'

/**
 * A submission's values with its fields in the form's own order (then any extra fields, e.g.
 * peer support topics, as stored). PostgreSQL keeps JSON as jsonb, which does not keep the
 * order fields were saved in, so the e-mail and the CSV must not rely on it.
 */
export function inFormOrder<V>(key: FormKey | undefined, values: Record<string, V>): Record<string, V> {
  if (!key) return values
  const known = Object.keys(FORM_SCHEMAS[key].shape).filter((name) => name in values)
  const rest = Object.keys(values).filter((name) => !known.includes(name))
  return Object.fromEntries([...known, ...rest].map((name) => [name, values[name]!]))
}
