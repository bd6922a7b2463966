import { notFound } from 'next/navigation'

/** The old site linked to /page404; it answers like any unknown address: 404 and the not-found screen. */
export default function Page404() {
  notFound()
}
