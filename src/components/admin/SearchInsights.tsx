import type { Payload } from 'payload'
import { INSIGHT_DAYS, readSearchInsights, type QueryCount } from '@/search/analytics'

/**
 * Above the Search queries list in the admin: the most frequent queries and the queries that
 * found nothing over the last 30 days, with counts. A server component (Payload passes it the
 * payload instance); it reads only the day counts the collection holds.
 */
export async function SearchInsights({ payload }: { payload: Payload }) {
  const insights = await readSearchInsights(payload)
  return (
    <section aria-labelledby="search-insights-heading" style={{ marginBottom: '2rem' }}>
      <h2 id="search-insights-heading">What visitors searched for, last {INSIGHT_DAYS} days</h2>
      <p>Since {insights.since}. Nothing here identifies a visitor; queries that look like an e-mail address or phone number are never kept.</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem' }}>
        <QueryTable caption="Most frequent queries" rows={insights.top} empty="No searches yet." />
        <QueryTable caption="Queries that found nothing" rows={insights.zeroResults} empty="Every search found something." />
      </div>
    </section>
  )
}

function QueryTable({ caption, rows, empty }: { caption: string; rows: QueryCount[]; empty: string }) {
  return (
    <table style={{ minWidth: '18rem', borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.5rem' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left', paddingRight: '1.5rem' }}>Query</th>
          <th scope="col" style={{ textAlign: 'right' }}>Searches</th>
        </tr>
      </thead>
      <tbody>
        {rows.length ? (
          rows.map((row) => (
            <tr key={row.query}>
              <td style={{ paddingRight: '1.5rem' }}>{row.query}</td>
              <td style={{ textAlign: 'right' }}>{row.searches}</td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={2}>{empty}</td>
          </tr>
        )}
      </tbody>
    </table>
  )
}
