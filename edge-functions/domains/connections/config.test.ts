/** Connection secrets: real ones are required outside the local platform and the tests, stand-ins only there. */
import assert from 'node:assert/strict'
import { connectionSecretKey, connectionStateSecret, LOCAL_SECRET_KEY } from './config.ts'

async function withEnv(vars: Record<string, string | undefined>, fn: () => void | Promise<void>) {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, Deno.env.get(k)]))
  const apply = (v: Record<string, string | undefined>) => {
    for (const [k, x] of Object.entries(v)) x === undefined ? Deno.env.delete(k) : Deno.env.set(k, x)
  }
  apply(vars)
  try {
    await fn()
  } finally {
    apply(before)
  }
}

const unset = { CONNECTIONS_SECRET_KEY: undefined, CONNECTIONS_STATE_SECRET: undefined }

Deno.test('outside local and test, an unset connection secret is an error', async () => {
  for (const appEnv of ['production', 'development']) {
    await withEnv({ ...unset, APP_ENV: appEnv }, () => {
      assert.throws(connectionSecretKey, /Missing environment variable CONNECTIONS_SECRET_KEY/)
      assert.throws(connectionStateSecret, /Missing environment variable CONNECTIONS_STATE_SECRET/)
    })
  }
  await withEnv({ APP_ENV: 'production', CONNECTIONS_SECRET_KEY: 'k', CONNECTIONS_STATE_SECRET: 's' }, () => {
    assert.equal(connectionSecretKey(), 'k')
    assert.equal(connectionStateSecret(), 's')
  })
})

Deno.test('locally the stand-ins apply, and the state secret is not the JWT secret of old', async () => {
  await withEnv({ ...unset, APP_ENV: 'local' }, () => {
    assert.equal(connectionSecretKey(), LOCAL_SECRET_KEY)
    assert.match(connectionStateSecret(), /^local-connections-state-secret/)
  })
})
