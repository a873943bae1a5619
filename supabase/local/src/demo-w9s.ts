/**
 * The demo's W-9s, made by the real flow at `npm start` (docs/tax-forms.md "The demo"): Acme Robotics' admin creates
 * the requester business with the tax-form service and requests this year's W-9s through the product's API, and
 * the vendors then do what vendors do on the service's hosted form (the sandbox's): Cooley LLP opens it and signs
 * with a TIN the IRS matches (COMPLETED, its PDF stored as a file), WeWork opens it and stops there (OPENED), Google
 * Ads signs with a TIN the IRS does not match (INVALID), Delta Air Lines has not opened its email yet (SENT), and
 * Digi-Key's address (under the reserved `.invalid` domain) does not take mail (BOUNCED). Amazon Web Services has no
 * email, so nothing is asked of it: the 1099 screen asks for the address first.
 *
 * Everything after the requests (SENT, OPENED, BOUNCED, TIN matching, the form and its PDF read back) reaches the
 * product as it would in production: the service's signed webhooks, handled by the job worker. So this step only
 * waits for the API's answers and for each email to leave (a vendor cannot open it before), about a second; the
 * statuses settle a moment after `npm start` is ready. Once a year: when Acme has W-9 requests for the year already (a
 * second start, or requests made by hand) nothing is done; the business is created again only when no request was
 * made (the service answers the same business for the same EIN, so the connection stays the same).
 */
import type { PlatformContext } from './context.ts'
import { DEMO_PASSWORD } from './demo-logins.ts'
import { orderByForm } from './sandbox/providers/taxbandits/state.ts'

const ACME = '10000000-0000-4000-8000-000000000001'

type Plan = 'completed' | 'invalid' | 'opened' | 'sent' | 'bounced'
/** What each vendor does with its request, and what it certifies when it signs. */
const VENDORS: { name: string; plan: Plan; form?: Record<string, string> }[] = [
  {
    name: 'Cooley LLP',
    plan: 'completed',
    form: {
      name: 'Cooley LLP',
      taxClassification: 'partnership',
      address1: '3175 Hanover St',
      city: 'Palo Alto',
      state: 'CA',
      zip: '94304',
      tinType: 'EIN',
      tin: '94-1524783',
      signature: 'Jane Partner',
    },
  },
  { name: 'WeWork', plan: 'opened' },
  {
    name: 'Google Ads',
    plan: 'invalid',
    form: {
      name: 'Google LLC',
      taxClassification: 'llc_c',
      address1: '1600 Amphitheatre Pkwy',
      city: 'Mountain View',
      state: 'CA',
      zip: '94043',
      tinType: 'EIN',
      // a digit transposed: TIN matching fails (the sandbox's mismatch list)
      tin: '98-7654321',
      signature: 'Ads Billing',
    },
  },
  { name: 'Delta Air Lines', plan: 'sent' },
  { name: 'Digi-Key Electronics', plan: 'bounced' },
]

export async function runDemoW9s(ctx: PlatformContext) {
  const { sql, cfg } = ctx
  const year = new Date().getFullYear()
  const [ready] = await sql`
    select exists (select 1 from public.organization_feature_flags
                    where organization_id = ${ACME} and flag_name = 'taxes' and enabled) as taxes,
           exists (select 1 from public.w9_requests where organization_id = ${ACME} and year = ${year}) as done`
  if (!ready?.taxes || ready.done) return { requested: 0 }

  const api = async <T>(token: string, method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${cfg.apiUrl}/functions/v1/api${path}`, {
      method,
      headers: { apikey: cfg.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = await res.json().catch(() => ({}))
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
    return json as T
  }
  const signIn = await fetch(`${cfg.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: cfg.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'client@demo.test', password: DEMO_PASSWORD }),
  })
  if (!signIn.ok) throw new Error(`signing in as client@demo.test: ${signIn.status}`)
  const token = ((await signIn.json()) as { access_token: string }).access_token

  await api(token, 'POST', `/orgs/${ACME}/tax-forms/business`, {
    businessName: 'Acme Robotics, Inc.',
    einOrSsn: '84-2917365',
    isEin: true,
    phone: '4155550142',
    contactName: 'Avery Acme',
    businessType: 'CORP',
  })

  const names = await sql`select id, display_name from public.ledger_names
    where organization_id = ${ACME} and kind = 'vendor' and display_name in ${sql(VENDORS.map((v) => v.name))}`
  const idOf = new Map(names.map((n) => [n.display_name as string, String(n.id)]))
  const asked = VENDORS.filter((v) => idOf.has(v.name))
  await Promise.all(
    asked.map((v) => api(token, 'POST', `/orgs/${ACME}/1099s/${idOf.get(v.name)}/w9-request`, { year })),
  )

  // the links the service emailed, as the product recorded them
  const links = await sql`select n.display_name, o.form_url from public.w9_service_orders o
      join public.w9_requests r on r.id = o.request_id
      join public.ledger_names n on n.organization_id = r.organization_id and n.id = r.name_id
     where r.organization_id = ${ACME} and r.year = ${year} and o.form_url is not null`
  const linkOf = new Map(links.map((l) => [l.display_name as string, l.form_url as string]))
  await Promise.all(
    asked
      .filter((v) => v.plan === 'completed' || v.plan === 'invalid' || v.plan === 'opened')
      .map(async (v) => {
        const link = linkOf.get(v.name)
        if (!link) throw new Error(`no W-9 link for ${v.name}`)
        await emailSent(link)
        // the vendor opens the link (OPENED), then signs (completed, TIN matching runs)
        await (await fetch(link)).body?.cancel()
        if (!v.form) return
        const signed = await fetch(link, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...v.form, certify: 'on' }),
        })
        await signed.body?.cancel()
        if (!signed.ok) throw new Error(`the W-9 form refused ${v.name}'s answers: ${signed.status}`)
      }),
  )
  return { requested: asked.length }
}

/** Waits for the service to send the request's email (it leaves a moment after the order). */
async function emailSent(link: string) {
  const formId = new URL(link).pathname.split('/').pop() ?? ''
  const until = Date.now() + 2000
  while (orderByForm(formId)?.status === 'ORDER_CREATED' && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 10))
  }
}
