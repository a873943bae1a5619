/**
 * The W-9 form the service hosts for a payee (the link in its email, or the URL of RequestByURL): the W-9's fields
 * with §5's limits, checked with the product's own schema (shared/schemas/w9.ts) so the words match, plus the W-9's
 * "applied for" choice in Part I. Plain HTML: the vendor has no account anywhere.
 */
import type { ServerResponse } from 'node:http'
import { W9_TAX_CLASSIFICATIONS, ZW9FormSchema } from '../../../../../../shared/schemas/w9.ts'
import { US_STATES } from '../../../../../../shared/rules/us-states.ts'
import { tinDigits } from '../../../../../../shared/rules/vendor-1099.ts'
import type { W9Details } from './state.ts'

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function formPage(
  res: ServerResponse,
  requester: string,
  values: Record<string, string> = {},
  errors: Record<string, string> = {},
) {
  const v = (k: string) => esc(values[k] ?? '')
  const err = (k: string) => (errors[k] ? `<span role="alert" id="${k}-error">${esc(errors[k])}</span>` : '')
  const input = (k: string, label: string, extra = '') =>
    `<p><label for="${k}">${label}</label> <input id="${k}" name="${k}" value="${v(k)}" ${extra}
      ${errors[k] ? `aria-invalid="true" aria-describedby="${k}-error"` : ''}> ${err(k)}</p>`
  const classes = Object.entries(W9_TAX_CLASSIFICATIONS)
    .map(([k, l]) => `<option value="${k}" ${values.taxClassification === k ? 'selected' : ''}>${esc(l)}</option>`)
    .join('')
  const states = US_STATES.map((s) => `<option ${values.state === s ? 'selected' : ''}>${s}</option>`).join('')
  res.writeHead(errors && Object.keys(errors).length ? 422 : 200, { 'content-type': 'text/html; charset=utf-8' })
  res.end(`<!doctype html><html lang="en"><head><title>Form W-9 for ${esc(requester)} - TaxBandits sandbox</title></head>
<body><main><h1>Form W-9</h1><p>${esc(requester)} requests your Form W-9, Request for Taxpayer Identification Number and
Certification.</p>
<form method="post">
${input('name', '1. Name (as shown on your income tax return)', 'maxlength="40"')}
${input('businessName', '2. Business name, if different', 'maxlength="40"')}
<p><label for="taxClassification">3a. Federal tax classification</label>
<select id="taxClassification" name="taxClassification"><option value="">Choose…</option>${classes}</select> ${err('taxClassification')}</p>
${input('address1', '5. Address', 'maxlength="46"')}
${input('address2', 'Address line 2', 'maxlength="46"')}
${input('city', '6. City')}
<p><label for="state">State</label> <select id="state" name="state"><option value="">Choose…</option>${states}</select> ${err('state')}</p>
${input('zip', 'ZIP code')}
<p><label for="tinType">TIN type</label> <select id="tinType" name="tinType">
<option ${values.tinType === 'SSN' ? 'selected' : ''}>SSN</option><option ${values.tinType === 'EIN' ? 'selected' : ''}>EIN</option></select> ${err('tinType')}</p>
${input('tin', 'Part I. Taxpayer identification number')}
<p><label><input type="checkbox" name="appliedFor" value="on" ${values.appliedFor ? 'checked' : ''}> I applied for a TIN and have not received it yet</label></p>
<p><label><input type="checkbox" name="certify" value="on" ${values.certify ? 'checked' : ''}> Part II. Under penalties of perjury, I certify the statements of the form</label> ${err('certify')}</p>
${input('signature', 'Signature (type your name)')}
<button type="submit">Sign and submit</button></form></main></body></html>`)
}

export function donePage(res: ServerResponse, requester: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  res.end(`<!doctype html><html lang="en"><head><title>W-9 submitted - TaxBandits sandbox</title></head>
<body><main><h1>Thank you</h1><p role="status">Your Form W-9 was submitted to ${esc(requester)}.</p></main></body></html>`)
}

/** The posted form checked as the product checks it; "applied for" needs no TIN. */
export function readForm(values: Record<string, string>): { details: W9Details } | { errors: Record<string, string> } {
  const appliedFor = values.appliedFor === 'on'
  const r = ZW9FormSchema.safeParse({ ...values, certify: values.certify === 'on' })
  const issues = r.success ? [] : r.error.issues.filter((i) => !(appliedFor && i.path[0] === 'tin'))
  if (issues.length) return { errors: Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message])) }
  const f = values
  const tinType = f.tinType === 'EIN' ? 'EIN' : 'SSN'
  return {
    details: {
      Name: f.name.trim(),
      BusinessName: f.businessName?.trim() || null,
      FederalTaxClassification: f.taxClassification,
      Address1: f.address1.trim(),
      Address2: f.address2?.trim() || null,
      City: f.city.trim(),
      State: f.state,
      ZipCd: f.zip.trim(),
      TINType: tinType,
      TIN: appliedFor ? null : tinDigits(tinType, f.tin.trim()),
      IsTINAppliedFor: appliedFor,
      Signature: f.signature.trim(),
      SignedOn: new Date().toISOString(),
    },
  }
}
