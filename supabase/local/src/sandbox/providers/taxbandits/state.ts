/**
 * The tax-form service sandbox's books: requester businesses, and one W-9 order per business and payee (PayeeRef).
 * In memory, and written to <stateDir>/taxbandits/books.json after each change (`keepBooksIn`): the database
 * outlives a restart, so the service must too, or the businesses and orders the product recorded (the demo's W-9s
 * among them) would be unknown to it after the next `npm start`. A new cluster starts a new book (stack.ts).
 *
 * Deterministic rules the tests lean on (docs/tax-forms.md "Sandbox rules"):
 * - an email at `refused.test` is not accepted for an order: ORDER_NOT_CREATED with an error record;
 * - an email at `bounce.test`, under the reserved `.invalid` domain (no mail is ever delivered there), or whose
 *   local part starts with `bounce`, is SENT and then BOUNCED;
 * - TIN matching: a TIN on TIN_MISMATCHES, or one ending in 0000, does not match the IRS's records (INVALID);
 *   any other matches (COMPLETED); a TIN marked "applied for" waits for it (AWAITING_TIN_CERTIFICATE).
 */
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { TW9Status } from '../../../../../../shared/rules/vendor-1099.ts'

export type Business = {
  id: string
  payerRef: string
  name: string
  tinType: 'EIN' | 'SSN'
  tin: string
  client: string
}

export type W9Details = {
  Name: string
  BusinessName: string | null
  FederalTaxClassification: string
  Address1: string
  Address2: string | null
  City: string
  State: string
  ZipCd: string
  TINType: 'EIN' | 'SSN'
  TIN: string | null
  IsTINAppliedFor: boolean
  Signature: string
  SignedOn: string
}

export type TinMatch = { Status: 'INPROGRESS' | 'MATCHED' | 'NOTMATCHED' | 'NOTAPPLICABLE'; StatusTime: string | null }

export type Order = {
  formId: string
  submissionId: string
  businessId: string
  payeeRef: string
  name: string
  email: string | null
  status: TW9Status
  statusTime: string
  sendOn: string | null
  tinMatching: TinMatch | null
  details: W9Details | null
  history: { status: TW9Status; at: string }[]
}

export const TIN_MISMATCHES = ['123456789', '111111111', '987654321']
export const tinMatches = (tin: string) => !TIN_MISMATCHES.includes(tin) && !tin.endsWith('0000')
export const isRefused = (email: string) => /@refused\.test$/i.test(email)
export const bounces = (email: string) =>
  /@bounce\.test$/i.test(email) || /\.invalid$/i.test(email) || /^bounce/i.test(email)

export const businesses = new Map<string, Business>()
const orders = new Map<string, Order>() // `${businessId}:${payeeRef}`
const byForm = new Map<string, Order>()

let bookFile: string | null = null
let writing = false
/** Reads the books kept in `dir` (if any) and keeps them there from now on. */
export function keepBooksIn(dir: string) {
  bookFile = path.join(dir, 'books.json')
  if (!existsSync(bookFile)) return
  const kept = JSON.parse(readFileSync(bookFile, 'utf8')) as { businesses: Business[]; orders: Order[] }
  for (const b of kept.businesses) businesses.set(b.id, b)
  for (const o of kept.orders) {
    orders.set(`${o.businessId}:${o.payeeRef}`, o)
    byForm.set(o.formId, o)
  }
}
/** Writes the books once the current burst of changes is over (a request's orders, one status change). */
function changed() {
  if (!bookFile || writing) return
  writing = true
  setImmediate(() => {
    writing = false
    const file = bookFile!
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(`${file}.tmp`, JSON.stringify({ businesses: [...businesses.values()], orders: [...orders.values()] }))
    renameSync(`${file}.tmp`, file)
  })
}

export function addBusiness(b: Business) {
  businesses.set(b.id, b)
  changed()
}

export const orderOf = (businessId: string, payeeRef: string) => orders.get(`${businessId}:${payeeRef}`)
export const orderByForm = (formId: string) => byForm.get(formId)
export const scheduledOrders = () => [...orders.values()].filter((o) => o.status === 'SCHEDULED')

/** A new order, or the payee's order started again (a fresh form, as the service does for a repeated request). */
export function openOrder(b: Business, submissionId: string, payeeRef: string, name: string, email: string | null) {
  const old = orders.get(`${b.id}:${payeeRef}`)
  if (old) byForm.delete(old.formId)
  const o: Order = {
    formId: randomUUID(),
    submissionId,
    businessId: b.id,
    payeeRef,
    name,
    email,
    status: 'ORDER_CREATED',
    statusTime: new Date().toISOString(),
    sendOn: null,
    tinMatching: null,
    details: null,
    history: [],
  }
  orders.set(`${b.id}:${payeeRef}`, o)
  byForm.set(o.formId, o)
  changed()
  return o
}

/** Moves an order on; StatusTime strictly increases so the product can order what it hears. */
export function advance(o: Order, status: TW9Status) {
  const last = Date.parse(o.statusTime)
  o.status = status
  o.statusTime = new Date(Math.max(Date.now(), last + 1)).toISOString()
  o.history.push({ status, at: o.statusTime })
  changed()
  return o
}
