/**
 * A stand-in for Teller Connect. The real Connect is a JavaScript widget (connect.js) that the application embeds;
 * when the user finishes, it calls the page's `onSuccess({ accessToken, user: { id }, enrollment: { id, institution:
 * { name } } })`, and the page hands that to its backend. The sandbox cannot serve Teller's widget, so it serves the
 * whole step as a page: pick a bank, sign in (username / password), Continue. Continue makes the enrollment and
 * redirects to `redirect_uri` with `state` and what onSuccess would have delivered (`accessToken`, `enrollment`,
 * `user`, `institution`), which is the product's one connect callback; Cancel redirects with `error`.
 */
import type { ServerResponse } from 'node:http'
import type { SandboxRouter } from '../../server.ts'
import { createEnrollment, INSTITUTIONS, SANDBOX_APPLICATION_ID } from './enrollments.ts'
import { PREFIX } from './api-routes.ts'

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function page(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Teller Connect (sandbox)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#111}
label{display:block;margin:.8rem 0 .2rem}input,select{width:100%;padding:.5rem;box-sizing:border-box}
button,a.cancel{margin-top:1.2rem;padding:.6rem 1rem}.error{color:#b00020}</style></head><body>${body}</body></html>`)
}

export function mountConnect(r: SandboxRouter) {
  r.add('GET', `${PREFIX}/connect`, (_req, res, url) => {
    const q = url.searchParams
    const redirect = q.get('redirect_uri') ?? ''
    if (q.get('application_id') !== SANDBOX_APPLICATION_ID || !/^https?:\/\//.test(redirect))
      return page(res, 400, '<h1>Invalid request</h1><p>Unknown application_id or missing redirect_uri.</p>')
    const hidden = ['application_id', 'state', 'redirect_uri']
      .map((k) => `<input type="hidden" name="${k}" value="${esc(q.get(k) ?? '')}">`)
      .join('')
    const cancel = new URL(redirect)
    cancel.searchParams.set('state', q.get('state') ?? '')
    cancel.searchParams.set('error', 'user_cancelled')
    cancel.searchParams.set('error_description', 'You closed Teller Connect before connecting a bank')
    const error = q.get('error') ? `<p class="error" role="alert">${esc(q.get('error')!)}</p>` : ''
    page(
      res,
      200,
      `<h1>Connect your bank</h1><p>Teller sandbox: sign in with <code>username</code> / <code>password</code>.</p>${error}
<form method="get" action="${PREFIX}/connect/continue">${hidden}
<label for="institution">Bank</label><select id="institution" name="institution">${INSTITUTIONS.map(
        (i) => `<option value="${i.id}">${esc(i.name)}</option>`,
      ).join('')}</select>
<label for="username">Username</label><input id="username" name="username" value="username" autocomplete="off">
<label for="password">Password</label><input id="password" name="password" type="password" value="password">
<button type="submit">Continue</button> <a class="cancel" href="${esc(cancel.toString())}">Cancel</a></form>`,
    )
  })

  r.add('GET', `${PREFIX}/connect/continue`, (_req, res, url) => {
    const q = url.searchParams
    const redirect = q.get('redirect_uri') ?? ''
    if (q.get('application_id') !== SANDBOX_APPLICATION_ID || !/^https?:\/\//.test(redirect))
      return page(res, 400, '<h1>Invalid request</h1><p>Unknown application_id or missing redirect_uri.</p>')
    if (q.get('username') !== 'username' || q.get('password') !== 'password') {
      const again = new URL(url.toString())
      again.pathname = `${PREFIX}/connect`
      for (const k of ['username', 'password', 'institution']) again.searchParams.delete(k)
      again.searchParams.set('error', 'The username or password is incorrect')
      res.writeHead(303, { location: `${again.pathname}${again.search}` })
      res.end()
      return
    }
    const e = createEnrollment({ institutionId: q.get('institution') ?? undefined })
    const back = new URL(redirect)
    back.searchParams.set('state', q.get('state') ?? '')
    back.searchParams.set('accessToken', e.accessToken)
    back.searchParams.set('enrollment', e.id)
    back.searchParams.set('user', e.userId)
    back.searchParams.set('institution', e.institution.name)
    res.writeHead(302, { location: back.toString() })
    res.end()
  })
}
