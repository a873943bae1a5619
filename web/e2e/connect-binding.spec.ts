/**
 * A connect flow finishes only in the browser that began it (docs/security.md "Connection states"): the provider's
 * authorize link, completed in another browser, comes back to a page saying the connection was refused and nothing is
 * connected; the same link in the browser that pressed Connect still connects.
 */
import { expect, test } from '@playwright/test'
import { callApi, db, newClient, signInAs } from './support.ts'

test('a provider link completed in another browser connects nothing; in the browser that began it, it connects', async ({
  page,
  browser,
}) => {
  const { user, org } = await newClient({ legalName: 'Bound Browser Co' })
  await signInAs(page, user.email, { password: user.password, path: '/accounting/integrations' })

  // the start answers our begin step; this browser passes it (keeping its cookie) and is sent to Stripe's page,
  // whose link is what someone could forward
  const start = await callApi<{ url: string }>(user, 'POST', `/organizations/${org.id}/connections/stripe/start`)
  expect(start.status).toBe(200)
  expect(start.json.url).toMatch(/\/functions\/v1\/webhooks\/api\/stripe\/begin\?state=/)
  const begun = await page.context().request.get(start.json.url, { maxRedirects: 0 })
  expect(begun.status()).toBe(302)
  const authorize = begun.headers().location
  expect(authorize).toMatch(/\/stripe\/oauth\/authorize\?/)
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name.startsWith('connect_'))).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
    path: '/functions/v1/webhooks/api/stripe/callback',
  })

  // another browser (no cookie from our begin step) completes the provider's step
  const other = await browser.newContext()
  const elsewhere = await other.newPage()
  await elsewhere.goto(authorize)
  await expect(elsewhere.getByRole('heading', { name: 'Stripe was not connected' })).toBeVisible()
  await expect(elsewhere.getByRole('alert')).toHaveText(
    'Stripe connection refused: it was started in another browser. Start it again from Integrations in the browser where you are signed in.',
  )
  await other.close()
  const none =
    await db()`select 1 from public.provider_connections where organization_id = ${org.id} and provider = 'stripe'`
  expect(none).toHaveLength(0)

  // the browser that began the flow holds its cookie: the same link connects there
  await page.goto(authorize)
  await expect(page.getByTestId('connection-banner')).toContainText('Stripe is connected.')
  const [conn] = await db()`select status::text from public.provider_connections
    where organization_id = ${org.id} and provider = 'stripe'`
  expect(conn.status).toBe('active')
})
