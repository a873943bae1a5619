/** The rate provider's own answers never reach the user: a currency it does not know is a field error in words. */
import assert from 'node:assert/strict'
import { AppError } from '../../_shared/errors.ts'
import { fetchCurrencyRates, RATE_MESSAGES } from './fetch-currency-rates.ts'

// not Deno.env: the test files running beside this one in the same process read it too
const answer = (status: number, body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body), { status }))
const args = {
  presentation: 'XYZ',
  currencies: ['USD'],
  start: '2026-01-01',
  end: '2026-01-31',
  url: () => 'http://rates.invalid',
}

Deno.test('an unknown presentation currency is a field error naming it, without the provider JSON', async () => {
  const err = await fetchCurrencyRates({
    ...args,
    fetchImpl: answer(400, { success: false, error: { code: 'invalid_currency', info: 'XYZ' } }),
  }).then(
    () => null,
    (e) => e as AppError,
  )
  assert.ok(err instanceof AppError)
  assert.equal(err.code, 'validation_failed')
  assert.deepEqual((err.details as { fields: unknown }).fields, [
    { path: 'presentationCurrency', message: RATE_MESSAGES.unknownCurrency('XYZ') },
  ])
  assert.doesNotMatch(err.message, /invalid_currency|success|\{/)
})

Deno.test('a provider outage or odd answer says to try later, without its body', async () => {
  for (const fetchImpl of [answer(503, { oops: true }), answer(200, { nonsense: 1 })]) {
    const err = await fetchCurrencyRates({ ...args, fetchImpl }).then(
      () => null,
      (e) => e as AppError,
    )
    assert.ok(err instanceof AppError)
    assert.equal(err.message, RATE_MESSAGES.unavailable)
  }
})
