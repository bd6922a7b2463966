/** Placeholder address of the newsletter archive (demo). */
const NEWSLETTER_ARCHIVE_URL = 'https://newsletters.example.net/archive'

/** The news page's pointer to the newsletter archive, which lives on another site. */
export function NewslettersTeaser() {
  return (
    <section aria-labelledby="newsletters-heading" className="mt-10 rounded-lg bg-sky-light p-6">
      <h2 id="newsletters-heading" className="text-2xl text-navy">
        Newsletters
      </h2>
      <p className="mt-2">Our newsletter brings news of events, support groups and research a few times a year.</p>
      <p className="mt-4">
        <a href={NEWSLETTER_ARCHIVE_URL} target="_blank" rel="noopener noreferrer" className="inline-block rounded bg-navy px-5 py-3 font-semibold text-white no-underline hover:bg-navy-dark hover:text-white">
          STAY UP-TO-DATE<span className="sr-only"> (newsletter archive, opens in a new tab)</span>
        </a>
      </p>
    </section>
  )
}
