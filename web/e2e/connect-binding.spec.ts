/**
 * A connect flow finishes only in the browser that began it (docs/security.md "Connection states"): the provider's
 * authorize link, completed in another browser, comes back to a page saying the connection was refused and nothing is
 * connected; the same link in the browser that pressed Connect still connects.
 */
import { expect, test } from '@playwright/test'
import { db, newClient, signInAs } from './support.ts'

test('a provider link completed in another browser connects nothing; in the browser that began it, it connects', async ({
  page,
  browser,
}) => {
  const { user, org } = await newClient({ legalName: 'Bound Browser Co' })
  await signInAs(page, user.email, { password: user.password, path: '/accounting/integrations' })
  const stripe = page.getByTestId('integration-Stripe')

  // hold the browser at the provider's door and note the link it was sent to (what someone could forward)
  let authorize = ''
  const atStripe = /\/stripe\/oauth\/authorize\?/
  await page.route(atStripe, async (route) => {
    authorize = route.request().url()
    await route.abort()
  })
  await stripe.getByRole('button', { name: 'Connect Stripe' }).click()
  await expect.poll(() => authorize).toMatch(atStripe)
  await page.unroute(atStripe)

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
