import { SmartLink } from '@/components/SmartLink'
import type { HomePage } from '@/payload-types'

/** The home page's vision: heading and text, the figures, short facts and the key initiatives. */
export function OurVision({ vision, initiatives }: { vision: HomePage['vision']; initiatives: HomePage['initiatives'] }) {
  return (
    <section aria-labelledby="vision-heading" className="mx-auto max-w-7xl px-4 py-14" data-testid="home-vision">
      <h2 id="vision-heading" className="text-3xl text-navy">
        {vision?.heading || 'Our vision'}
      </h2>
      {vision?.text && <p className="mt-4 max-w-3xl text-lg">{vision.text}</p>}
      {vision?.figures?.length ? (
        <dl className="mt-8 grid grid-cols-2 gap-6 lg:grid-cols-4" data-testid="home-figures">
          {vision.figures.map((figure) => (
            <div key={figure.id ?? figure.label} className="flex flex-col-reverse rounded-lg bg-sky-light p-6 text-center">
              <dt className="mt-1 text-lg">{figure.label}</dt>
              <dd className="text-4xl font-bold text-navy">{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {vision?.facts?.length ? (
        <ul className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-lg font-semibold text-navy">
          {vision.facts.map((fact) => (
            <li key={fact.id ?? fact.text}>{fact.text}</li>
          ))}
        </ul>
      ) : null}
      {initiatives?.length ? (
        <>
          <h3 className="mt-12 text-2xl text-navy">Key initiatives</h3>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-initiatives">
            {initiatives.map((item) => (
              <li key={item.id ?? item.title} className="rounded-lg border border-sky-light p-5">
                <h4 className="text-xl text-navy">{item.link ? <SmartLink href={item.link}>{item.title}</SmartLink> : item.title}</h4>
                {item.description && <p className="mt-2">{item.description}</p>}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
