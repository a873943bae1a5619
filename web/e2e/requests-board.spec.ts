/**
 * The requests board's assignee and detail: each card says who it is assigned to; the detail shows who asked, the
 * full text, and lets the organization's bookkeeper reassign it (to staff of the organization only: a client is not
 * offered, and the server refuses one sent anyway) and move it, each change landing in the request's history.
 */
import { expect, test } from '@playwright/test'
import { callApi, createUser, db, newOrg, newStaff, signInAs } from './support.ts'

test('a bookkeeper reassigns a request and moves it; the card and the history follow', async ({ page }) => {
  const keeper = await newStaff('bookkeeper', { firstName: 'Kit', lastName: 'Keeper' })
  const second = await newStaff('bookkeeper', { firstName: 'Bo', lastName: 'Second' })
  const client = await createUser({ firstName: 'Pat', lastName: 'Client' })
  const org = await newOrg({
    members: [{ userId: client.id, orgRole: 'admin' }],
    bookkeepers: [
      { userId: keeper.id, isPrimary: true },
      { userId: second.id, isPrimary: false },
    ],
  })
  const text = `Please reclassify the October AWS charges to Cost of revenue (${org.id.slice(0, 8)}).\nThey are servers, not software.`
  const [request] =
    await db()`insert into public.customer_requests (organization_id, request, requester_id, bookkeeper_id)
    values (${org.id}, ${text}, ${client.id}, ${keeper.id}) returning id::text`

  await signInAs(page, keeper.email, { password: keeper.password, path: '/bookkeeper/requests' })
  const card = page.getByTestId('request-card').filter({ hasText: org.id.slice(0, 8) })
  await expect(card.getByTestId('request-assignee')).toHaveText('Assigned to Kit Keeper')

  await card.getByRole('button', { name: /Please reclassify/ }).click()
  const detail = page.getByRole('dialog', { name: 'Customer request' })
  await expect(detail).toContainText(`${org.legalName} · opened`)
  await expect(detail).toContainText('by Pat Client')
  await expect(detail).toContainText('They are servers, not software.')
  const assignee = detail.getByLabel('Assignee')
  await expect(assignee).toHaveValue(keeper.id)
  await expect(assignee.locator('option', { hasText: 'Bo Second' })).toHaveCount(1)
  await expect(assignee.locator('option', { hasText: 'Pat Client' })).toHaveCount(0)

  await assignee.selectOption({ label: 'Bo Second' })
  await expect(page.getByText('Assigned to Bo Second').first()).toBeVisible()
  const history = detail.getByRole('region', { name: 'History' })
  await expect(history.getByTestId('request-event')).toHaveCount(2)
  await expect(history.getByTestId('request-event').nth(0)).toContainText('Opened by Pat Client')
  await expect(history.getByTestId('request-event').nth(1)).toContainText(
    'Reassigned from Kit Keeper to Bo Second by Kit Keeper',
  )

  await detail.getByLabel('Status').selectOption({ label: 'In progress' })
  await expect(history.getByTestId('request-event').nth(2)).toContainText(
    'Moved from To do to In progress by Kit Keeper',
  )

  await page.keyboard.press('Escape')
  const moved = page
    .getByTestId('column-in_progress')
    .getByTestId('request-card')
    .filter({ hasText: org.id.slice(0, 8) })
  await expect(moved.getByTestId('request-assignee')).toHaveText('Assigned to Bo Second')

  // the server holds the rule: the client, sent as the assignee without the screen, is refused and nothing changes
  const refused = await callApi<{ error: { message: string } }>(keeper, 'PATCH', `/requests/${request.id}`, {
    bookkeeperId: client.id,
  })
  expect(refused.status).toBe(422)
  expect(refused.json.error.message).toBe('Assign the request to a bookkeeper of this organization or a firm admin')
  const [row] = await db()`select bookkeeper_id::text from public.customer_requests where id = ${request.id}`
  expect(row.bookkeeper_id).toBe(second.id)
})
