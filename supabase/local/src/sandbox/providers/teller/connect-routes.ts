/**
 * A stand-in for Teller Connect. The real Connect is a JavaScript widget (connect.js) that the application embeds;
 * when the user finishes, it calls the page's `onSuccess({ accessToken, user: { id }, enrollment: { id, institution:
 * { name } } })`, and the page hands that to its backend. The sandbox cannot serve Teller's widget, so it serves the
 * whole step as a page: pick a bank, sign in (username / password), Continue. Continue makes the enrollment and
 * redirects to `redirect_uri` with `state` and what onSuccess would have delivered (`accessToken`, `enrollment`,
 * `user`, `institution`), which is the product's one connect callback; Cancel redirects with `error`.
 *
 * The widget too: `GET /teller/connect.js` defines `TellerConnect.setup({ applicationId, environment, onSuccess,
 * onExit })` returning `{ open, destroy }`, Teller's documented shape. `open()` shows the same page in a frame
 * (`mode=widget`), and Continue hands the frame's parent what Teller's onSuccess receives, `{ accessToken, user: { id },
 * enrollment: { id, institution: { name } } }`, by postMessage; Cancel calls onExit. The product's page that hosts
 * Connect (web `/connect/teller`) loads this script locally and Teller's own in production.
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
    const widget = q.get('mode') === 'widget'
    if (q.get('application_id') !== SANDBOX_APPLICATION_ID || (!widget && !/^https?:\/\//.test(redirect)))
      return page(res, 400, '<h1>Invalid request</h1><p>Unknown application_id or missing redirect_uri.</p>')
    const hidden = ['application_id', 'state', 'redirect_uri', 'mode']
      .map((k) => `<input type="hidden" name="${k}" value="${esc(q.get(k) ?? '')}">`)
      .join('')
    const cancel = widget ? new URL(`${PREFIX}/connect/exit`, 'http://sandbox') : new URL(redirect)
    if (!widget) {
      cancel.searchParams.set('state', q.get('state') ?? '')
      cancel.searchParams.set('error', 'user_cancelled')
      cancel.searchParams.set('error_description', 'You closed Teller Connect before connecting a bank')
    }
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
<button type="submit">Continue</button> <a class="cancel" href="${esc(widget ? `${cancel.pathname}` : cancel.toString())}">Cancel</a></form>`,
    )
  })

  r.add('GET', `${PREFIX}/connect/continue`, (_req, res, url) => {
    const q = url.searchParams
    const redirect = q.get('redirect_uri') ?? ''
    const widget = q.get('mode') === 'widget'
    if (q.get('application_id') !== SANDBOX_APPLICATION_ID || (!widget && !/^https?:\/\//.test(redirect)))
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
    if (widget)
      return toParent(res, {
        type: 'teller-connect:success',
        enrollment: {
          accessToken: e.accessToken,
          user: { id: e.userId },
          enrollment: { id: e.id, institution: { name: e.institution.name } },
        },
      })
    const back = new URL(redirect)
    back.searchParams.set('state', q.get('state') ?? '')
    back.searchParams.set('accessToken', e.accessToken)
    back.searchParams.set('enrollment', e.id)
    back.searchParams.set('user', e.userId)
    back.searchParams.set('institution', e.institution.name)
    res.writeHead(302, { location: back.toString() })
    res.end()
  })

  r.add('GET', `${PREFIX}/connect/exit`, (_req, res) =>
    toParent(res, { type: 'teller-connect:exit' }, 'Teller Connect was closed.'),
  )

  r.add('GET', `${PREFIX}/connect.js`, (req, res) => {
    // the frame's origin is this server's as the browser reached it
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
    res.end(connectJs(origin))
  })
}

/** The widget's frame hands its outcome to the page that opened it. */
function toParent(res: ServerResponse, message: unknown, text = 'Connected.') {
  page(
    res,
    200,
    `<p>${text}</p><script>parent.postMessage(${JSON.stringify(message).replace(/</g, '\\u003c')}, '*')</script>`,
  )
}

/** TellerConnect.setup as Teller documents it, drawing the sandbox's page in a frame over the host page. */
function connectJs(origin: string) {
  return `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  window.TellerConnect = {
    setup: function (options) {
      var frame = null;
      function close() {
        window.removeEventListener('message', onMessage);
        if (frame && frame.parentNode) frame.parentNode.removeChild(frame);
        frame = null;
      }
      function onMessage(event) {
        if (event.origin !== ORIGIN || !event.data || typeof event.data.type !== 'string') return;
        if (event.data.type === 'teller-connect:success') { close(); options.onSuccess(event.data.enrollment); }
        if (event.data.type === 'teller-connect:exit') { close(); if (options.onExit) options.onExit(); }
      }
      return {
        open: function () {
          if (frame) return;
          var q = new URLSearchParams({ application_id: options.applicationId, environment: options.environment || 'sandbox', mode: 'widget' });
          frame = document.createElement('iframe');
          frame.title = 'Teller Connect';
          frame.src = ORIGIN + '${PREFIX}/connect?' + q.toString();
          frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;background:#fff;z-index:2147483647';
          window.addEventListener('message', onMessage);
          document.body.appendChild(frame);
          if (options.onInit) options.onInit();
        },
        destroy: close,
      };
    },
  };
})();
`
}
