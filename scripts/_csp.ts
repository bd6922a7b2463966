import { chromium } from 'playwright-core'
import { startSite } from './siteServer'
const site = await startSite({ distDir: '.next-bench', reuseBuild: true })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  const page = await browser.newPage()
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)))
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.log('CSPV', e.violatedDirective, e.blockedURI, e.sourceFile, e.lineNumber, e.sample)))
  await page.goto(site.baseURL + '/ways-to-give/donate-online', { waitUntil: 'networkidle' })
  await page.waitForTimeout(1000)
  console.log((await page.request.get(site.baseURL + '/ways-to-give/donate-online')).headers()['content-security-policy'])
} finally {
  await browser.close()
  await site.stop()
}
