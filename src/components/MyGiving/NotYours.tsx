import Link from '@/components/IntentLink/IntentLink.client'
import { MY_GIVING_PATH } from '@/myGiving/constants'

/** One answer for a gift that does not exist and for someone else's: nothing tells them apart. */
export function NotYours({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12" data-testid="gift-not-found">
      <h1 className="text-3xl">{signedIn ? 'We could not find that monthly gift' : 'Please sign in first'}</h1>
      <p className="mt-4">
        {signedIn ? 'It is not among the monthly gifts of the address you signed in with. ' : 'Your session has ended or you have not signed in yet. '}
        <Link href={MY_GIVING_PATH}>Go to My giving</Link>
      </p>
    </div>
  )
}
