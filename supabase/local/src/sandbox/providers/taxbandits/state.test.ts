/**
 * The tax-form sandbox's book outlives a restart (docs/tax-forms.md "Sandbox rules"): what one process recorded, a
 * fresh one reading the same directory knows, so the product's businesses and W-9 orders stay the service's after the
 * next `npm start`. And the demo's bouncing address: the reserved `.invalid` domain takes no mail.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test, vi } from 'vitest'

const dir = mkdtempSync(path.join(tmpdir(), 'taxbandits-book-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const written = () => new Promise((r) => setImmediate(r))

test('a restarted sandbox knows the businesses and orders, with their status and form', async () => {
  const first = await import('./state.ts')
  first.keepBooksIn(dir)
  const b = {
    id: 'biz-1',
    payerRef: 'org-1',
    name: 'Acme Robotics, Inc.',
    tinType: 'EIN' as const,
    tin: '842917365',
    client: 'org-1',
  }
  first.addBusiness(b)
  const o = first.openOrder(b, 'sub-1', 'req-1', 'WeWork', 'ap@wework.example')
  first.advance(o, 'SENT')
  first.advance(o, 'OPENED')
  await written()

  vi.resetModules()
  const second = await import('./state.ts')
  expect(second.businesses.size).toBe(0)
  second.keepBooksIn(dir)
  expect(second.businesses.get('biz-1')?.name).toBe('Acme Robotics, Inc.')
  const again = second.orderOf('biz-1', 'req-1')
  expect(again?.status).toBe('OPENED')
  expect(again?.history.map((h) => h.status)).toEqual(['SENT', 'OPENED'])
  expect(second.orderByForm(o.formId)?.payeeRef).toBe('req-1')
})

test('mail to the reserved .invalid domain bounces; an ordinary address does not', async () => {
  const { bounces } = await import('./state.ts')
  expect(bounces('orders@digikey.invalid')).toBe(true)
  expect(bounces('billing@cooley.example')).toBe(false)
})
