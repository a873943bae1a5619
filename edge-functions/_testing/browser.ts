/**
 * The browser of the connect-flow tests: our own public steps (begin, the Gusto start route, callbacks) run
 * in-process; the begin step's binding cookie is kept and sent back with the callback that carries its state, as a
 * browser would (connections/browser-binding.ts). A test that wants "another browser" calls the callback without it.
 */
import { app as webhooks } from '../webhooks/app.ts'
import { stateNonce } from '../domains/connections/oauth-state.ts'
import { bindingCookieName } from '../domains/connections/browser-binding.ts'

export const WEBHOOKS = `${Deno.env.get('SUPABASE_URL')}/functions/v1/webhooks`
const jar = new Map<string, string>()

/** The Cookie header this browser sends with a request whose query carries `state` ('' when it holds none). */
export function cookieFor(url: string | URL): string {
  const state = new URL(url, 'http://x').searchParams.get('state')
  const nonce = state ? stateNonce(state) : undefined
  return (nonce && jar.get(bindingCookieName(nonce))) || ''
}

/** One of our public URLs (absolute, or a path from /webhooks) requested in-process as this browser. */
export async function asBrowser(url: string | URL): Promise<Response> {
  const s = url.toString()
  const path = s.startsWith('/webhooks') ? s : s.slice(s.indexOf('/webhooks'))
  const cookie = cookieFor(path)
  const res = await webhooks.request(path, cookie ? { headers: { cookie } } : {})
  for (const set of res.headers.getSetCookie()) {
    const [pair] = set.split(';')
    const name = pair.slice(0, pair.indexOf('='))
    if (/max-age=0/i.test(set)) jar.delete(name)
    else jar.set(name, pair)
  }
  return res
}

/** The start's URL through our begin step: returns the provider's page it sends the browser to. */
export async function begin(url: string): Promise<string> {
  if (!url.startsWith(WEBHOOKS)) throw new Error(`the start answered a URL outside our functions: ${url}`)
  const res = await asBrowser(url)
  await res.body?.cancel()
  const location = res.headers.get('location')
  if (res.status !== 302 || !location) throw new Error(`the begin step answered ${res.status}: ${location ?? ''}`)
  return location
}
