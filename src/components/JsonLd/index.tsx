/**
 * schema.org structured data. `<` is escaped so that text from the CMS can never close the
 * script element. A JSON-LD block is data, not script, so the Content-Security-Policy does not
 * need to allow it.
 */
export function JsonLd({ data }: { data: object | object[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
