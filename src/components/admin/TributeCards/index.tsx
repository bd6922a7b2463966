import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import { StaffView } from '@/components/admin/StaffView'
import { hasRole } from '@/access/hasRole'
import { findCardsSent, findCardsToSend, type TributeCard } from '@/donations/tributeCards'
import { formatDayMonthYear } from '@/format/dates'
import { MarkSentButton } from './MarkSentButton.client'

function CardCells({ card }: { card: TributeCard }) {
  return (
    <>
      <td>
        {card.giftType === 'memoriam' ? 'In memory of' : 'In honour of'} <strong>{card.honouree}</strong>
        {card.occasion && <div>Occasion: {card.occasion}</div>}
      </td>
      <td>
        <strong>{card.recipient}</strong>
        {card.addressLines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </td>
      <td>{card.onBehalfOf || '—'}</td>
      <td>{card.nameOnCard || '—'}</td>
      <td>{card.message || '—'}</td>
    </>
  )
}

const HEAD = ['Card', 'Send to', 'On behalf of', 'Name on card', 'Message']

/**
 * Admin view at /admin/tribute-cards: the honour and memoriam cards still to post, each with its
 * printable PDF and a "Mark sent" button, and the
 * cards sent most recently with who sent them. Finance, Support and administrators only.
 */
export async function TributeCardsView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  if (!req.user) redirect(`${req.payload.config.routes.admin}/login`)
  const allowed = hasRole(req.user as Parameters<typeof hasRole>[0], 'finance', 'support')
  const [toSend, sent] = allowed ? await Promise.all([findCardsToSend(req.payload), findCardsSent(req.payload)]) : [[], []]
  return (
    <StaffView {...props}>
      <h1>Tribute cards to send</h1>
      {!allowed ? (
        <p data-testid="tribute-cards-refused">Only Finance, Support or an administrator can see tribute cards.</p>
      ) : (
        <>
          <p>
            Cards for gifts in memory or in honour of someone, oldest first. Print the card and its envelope, post it, then
            mark it sent: the donor&rsquo;s page then shows the date it went out.
          </p>
          {toSend.length === 0 ? (
            <p data-testid="tribute-cards-empty">Every card has been sent.</p>
          ) : (
            <table className="staff-table" data-testid="tribute-cards">
              <caption className="sr-only">Cards to send</caption>
              <thead>
                <tr>
                  <th scope="col">Gift made</th>
                  {HEAD.map((h) => (
                    <th scope="col" key={h}>{h}</th>
                  ))}
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {toSend.map((card) => (
                  <tr key={card.donationId} data-donation={card.donationId}>
                    <th scope="row">{formatDayMonthYear(card.givenAt)}</th>
                    <CardCells card={card} />
                    <td>
                      <a href={`/api/tribute-cards/${card.donationId}/card.pdf`}>Print card (PDF)<span className="sr-only"> for {card.honouree}</span></a>
                      <MarkSentButton donationId={card.donationId} honouree={card.honouree} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h2>Sent recently</h2>
          {sent.length === 0 ? (
            <p>No card has been marked sent yet.</p>
          ) : (
            <table className="staff-table" data-testid="tribute-cards-sent">
              <caption className="sr-only">Cards sent recently</caption>
              <thead>
                <tr>
                  <th scope="col">Sent</th>
                  {HEAD.map((h) => (
                    <th scope="col" key={h}>{h}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sent.map((card) => (
                  <tr key={card.donationId}>
                    <th scope="row">
                      {formatDayMonthYear(card.sentAt)}
                      <div>by {card.sentBy}</div>
                    </th>
                    <CardCells card={card} />
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </StaffView>
  )
}
