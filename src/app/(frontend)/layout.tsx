import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { BackToTop } from '@/components/BackToTop/BackToTop.client'
import { Footer } from '@/components/Footer'
import { Header } from '@/components/Header'
import { serverUrl } from '@/utilities/runtimeEnv'
import { inter } from './fonts'
import { SITE_LOCALE } from '@/format/locale'
import './globals.css'
import { getSiteSettings } from '@/content/globals'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(serverUrl()),
    title: { template: `%s | ${settings.name}`, default: settings.name },
    description: `${settings.name}: support, education and research for people affected by prostate cancer.`,
    icons: { icon: '/images/logo.svg' },
  }
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={SITE_LOCALE} className={inter.variable}>
      <body className="flex min-h-screen flex-col font-sans">
        <a
          id="skip-link"
          href="#main-content"
          className="sr-only z-[70] rounded bg-donate px-4 py-3 font-bold text-navy-dark focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Skip to main content
        </a>
        <Header />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer />
        <BackToTop />
      </body>
    </html>
  )
}
