import { ImageResponse } from 'next/og'
import { SHARE_CARD_SIZE, type ShareCard } from '@/fundraising/shareCard'

const NAVY = '#12284a'

/** A fundraising page's Open Graph picture (1200 × 630 PNG): photo or initials, name, campaign and progress. */
export function shareImage(card: ShareCard, charity: string): ImageResponse {
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', background: '#ffffff', color: NAVY }}>
        <div style={{ width: 460, display: 'flex', alignItems: 'center', justifyContent: 'center', background: NAVY }}>
          {card.photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG, not a web page
            <img src={card.photo} width={360} height={360} alt="" style={{ borderRadius: 180 }} />
          ) : (
            <div style={{ width: 360, height: 360, borderRadius: 180, background: '#ffffff', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 150, fontWeight: 700 }}>{card.initials}</div>
          )}
        </div>
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', padding: '0 60px' }}>
          <div style={{ fontSize: 30, color: '#374151' }}>{card.kicker}</div>
          <div style={{ fontSize: 66, fontWeight: 700, marginTop: 12, lineHeight: 1.1 }}>{card.title}</div>
          {card.progress && <div style={{ fontSize: 44, marginTop: 28 }}>{card.progress}</div>}
          {card.progress && (
            <div style={{ display: 'flex', width: '100%', height: 28, marginTop: 20, borderRadius: 14, background: '#e5e7eb' }}>
              <div style={{ width: `${card.percent}%`, height: 28, borderRadius: 14, background: '#0f6b3a' }} />
            </div>
          )}
          <div style={{ fontSize: 28, marginTop: 40, color: '#374151' }}>{charity}</div>
        </div>
      </div>
    ),
    SHARE_CARD_SIZE,
  )
}
