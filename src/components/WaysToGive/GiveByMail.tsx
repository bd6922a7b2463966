import type { SiteSetting } from '@/payload-types'

/** Giving by cheque: the payee and the office address from Site Settings. */
export function GiveByMail({ site }: { site: SiteSetting }) {
  const a = site.address
  return (
    <section aria-labelledby="give-by-mail">
      <h2 id="give-by-mail" className="text-2xl">Give by mail</h2>
      <p className="mt-3">Make your cheque payable to {site.name} and mail it to:</p>
      {a && (
        <address className="mt-3 not-italic" data-testid="cheque-address">
          {site.name}
          <br />
          {a.street}
          <br />
          {a.city}, {a.province} {a.postalCode}
          <br />
          {a.country}
        </address>
      )}
    </section>
  )
}
