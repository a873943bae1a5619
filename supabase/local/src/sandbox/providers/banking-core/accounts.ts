/**
 * Customers (the business, its KYC), their accounts and counterparties: the checks a request goes through (400 for
 * a malformed one; 404, 409 and 422 with the entry result for a refused one) and the event that records it.
 */
import { randomUUID } from 'node:crypto'
import {
  BANKING_ACCOUNT_TYPES,
  BANKING_CURRENCY,
  ENTRY_RESULT_MESSAGES,
  type TBankingAccountType,
} from '../../../../../../shared/rules/banking.ts'
import type { BankingCore } from './core.ts'
import { type Body, CoreError, badRequest, oneOf, required, text } from './http.ts'
import {
  COUNTERPARTY_ACCOUNT_TYPES,
  COUNTERPARTY_TYPES,
  CORE_ROUTING_NUMBER,
  type TKycStatus,
  accountNumberFor,
  isRoutingNumber,
} from './rules.ts'
import type { Address, Idem, Owner } from './state.ts'
import { kycStatusFor } from './test-data.ts'

export const refused = (status: number, result: keyof typeof ENTRY_RESULT_MESSAGES, field?: string) =>
  new CoreError(status, result, ENTRY_RESULT_MESSAGES[result], field)

export function customerOr404(core: BankingCore, id: unknown) {
  const c = typeof id === 'string' ? core.state.customers.get(id) : undefined
  if (!c) throw new CoreError(404, 'not_found', 'No customer has this id.', 'customer_id')
  return c
}

/** A customer's account; the bank's clearing accounts too when only read (`internal`), never to move money. */
export function accountOr404(core: BankingCore, id: unknown, opts: { internal?: boolean } = {}) {
  const a = typeof id === 'string' ? core.state.accounts.get(id) : undefined
  if (!a || (a.clearing && !opts.internal)) throw refused(404, 'AccountNotFound', 'account_id')
  return a
}

function address(body: Body): Address {
  const a = body.address
  if (typeof a !== 'object' || a === null || Array.isArray(a)) throw badRequest('address', 'address is required.')
  const f = a as Body
  const at = (k: string) => `address.${k}`
  const field = (k: string, opts: Parameters<typeof text>[2] = {}) => {
    try {
      return text(f, k, opts)
    } catch (e) {
      throw badRequest(at(k), (e as Error).message.replace(k, at(k)))
    }
  }
  const country = field('country', { max: 2 }) as string
  if (country !== 'US') throw badRequest(at('country'), 'address.country must be US: the bank serves US businesses.')
  return {
    line1: field('line1') as string,
    line2: field('line2', { required: false }),
    city: field('city', { max: 100 }) as string,
    state: field('state', {
      pattern: /^[A-Z]{2}$/,
      hint: 'address.state must be a two-letter state code, like CA.',
    }) as string,
    postal_code: field('postal_code', {
      pattern: /^\d{5}(-\d{4})?$/,
      hint: 'address.postal_code must look like 12345 or 12345-6789.',
    }) as string,
    country,
  }
}

function owners(core: BankingCore, body: Body): Owner[] {
  const list = body.beneficial_owners ?? []
  if (!Array.isArray(list) || list.length > 10)
    throw badRequest('beneficial_owners', 'beneficial_owners must be a list of at most 10 owners.')
  let total = 0
  const out = list.map((o, i) => {
    const at = `beneficial_owners[${i}]`
    if (typeof o !== 'object' || o === null) throw badRequest(at, `${at} must be an object.`)
    const f = o as Body
    const pct = f.ownership_percent
    if (typeof pct !== 'number' || !(pct > 0 && pct <= 100))
      throw badRequest(`${at}.ownership_percent`, `${at}.ownership_percent must be a number above 0 and at most 100.`)
    total += pct
    const name = (k: string) => {
      const v = f[k]
      if (typeof v !== 'string' || !v.trim() || v.length > 100)
        throw badRequest(`${at}.${k}`, `${at}.${k} is required.`)
      return v
    }
    const email = name('email')
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      throw badRequest(`${at}.email`, `${at}.email is not an email address.`)
    const person = f.person_id
    if (person !== undefined && person !== null && (typeof person !== 'string' || !core.state.persons.has(person)))
      throw new CoreError(404, 'not_found', 'No person has this id.', `${at}.person_id`)
    const owner: Owner = { first_name: name('first_name'), last_name: name('last_name'), email, ownership_percent: pct }
    return typeof person === 'string' ? { person_id: person, ...owner } : owner
  })
  if (total > 100) throw badRequest('beneficial_owners', 'The owners together hold more than 100%.')
  return out
}

export function createCustomer(core: BankingCore, body: Body, idem?: Idem) {
  const externalId = required(body, 'external_id')
  const legalName = required(body, 'legal_name')
  const ein = required(body, 'ein', { pattern: /^\d{2}-?\d{7}$/, hint: 'ein must be nine digits, like 12-3456789.' })
  const ev = {
    t: 'customer' as const,
    id: randomUUID(),
    external_id: externalId,
    legal_name: legalName,
    ein: ein.replace('-', ''),
    address: address(body),
    beneficial_owners: owners(core, body),
    kyc_status: kycStatusFor(ein),
    at: core.now(),
    idem,
  }
  const existing = core.state.customerByExternalId.get(externalId)
  if (existing)
    throw new CoreError(
      409,
      'DuplicateEntry',
      `A customer with this external_id exists: ${existing.id}.`,
      'external_id',
    )
  core.commit(ev)
  return core.state.customers.get(ev.id)!
}

/**
 * POST /persons: a beneficial owner's identity (docs/banking.md). The SSN is checked and only its last four are kept;
 * customers name the person in `beneficial_owners[].person_id`.
 */
export function createPerson(core: BankingCore, body: Body, idem?: Idem) {
  const name = (k: string) => required(body, k, { max: 100 })
  const dateOfBirth = required(body, 'date_of_birth', {
    pattern: /^\d{4}-\d{2}-\d{2}$/,
    hint: 'date_of_birth must be a date, like 1980-02-29.',
  })
  const ssn = required(body, 'ssn', { pattern: /^\d{9}$/, hint: 'ssn must be nine digits.' })
  const email = required(body, 'email', { max: 200 })
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw badRequest('email', 'email is not an email address.')
  const ev = {
    t: 'person' as const,
    id: randomUUID(),
    first_name: name('first_name'),
    last_name: name('last_name'),
    email,
    date_of_birth: dateOfBirth,
    ssn_last4: ssn.slice(-4),
    address: address(body),
    at: core.now(),
    idem,
  }
  core.commit(ev)
  return core.state.persons.get(ev.id)!
}

export function personOr404(core: BankingCore, id: unknown) {
  const p = typeof id === 'string' ? core.state.persons.get(id) : undefined
  if (!p) throw new CoreError(404, 'not_found', 'No person has this id.', 'person_id')
  return p
}

export function setKyc(core: BankingCore, customerId: unknown, status: TKycStatus) {
  const c = customerOr404(core, customerId)
  core.commit({ t: 'kyc', id: c.id, kyc_status: status, at: core.now() })
  return c
}

export function createAccount(core: BankingCore, body: Body, idem?: Idem) {
  const customer = customerOr404(core, required(body, 'customer_id'))
  const name = required(body, 'name', { max: 100 })
  const type = required(body, 'type')
  const currency = text(body, 'currency', { required: false, max: 10 }) ?? BANKING_CURRENCY
  if (currency !== BANKING_CURRENCY) throw refused(422, 'CurrencyMismatch', 'currency')
  if (!BANKING_ACCOUNT_TYPES.includes(type as TBankingAccountType))
    throw new CoreError(
      422,
      'InvalidAccountType',
      `The account type must be one of ${BANKING_ACCOUNT_TYPES.join(', ')}.`,
      'type',
    )
  if (customer.kycStatus !== 'verified') throw refused(422, 'KycIncomplete', 'customer_id')
  const id = randomUUID()
  core.commit({
    t: 'account',
    id,
    customer_id: customer.id,
    name,
    type: type as TBankingAccountType,
    currency,
    account_number: accountNumberFor(id, core.state.accountNumbers),
    routing_number: CORE_ROUTING_NUMBER,
    at: core.now(),
    idem,
  })
  return core.state.accounts.get(id)!
}

export function closeAccount(core: BankingCore, id: unknown) {
  const a = accountOr404(core, id)
  if (a.status === 'closed') return a
  if (a.settled !== 0n || a.pendingDebits !== 0n || a.pendingCredits !== 0n || a.encumbered !== 0n)
    throw new CoreError(
      422,
      'balance_not_zero',
      'The account can be closed only when its balance is zero and nothing is pending or held.',
      'account_id',
    )
  core.commit({ t: 'status', id: a.id, status: 'closed', at: core.now() })
  return a
}

export function suspendAccount(core: BankingCore, id: unknown, suspended: boolean) {
  const a = accountOr404(core, id)
  if (a.status === 'closed') throw refused(422, 'AccountClosed', 'account_id')
  const status = suspended ? 'suspended' : 'open'
  if (a.status !== status) core.commit({ t: 'status', id: a.id, status, at: core.now() })
  return a
}

export function createCounterparty(core: BankingCore, body: Body, idem?: Idem) {
  const customer = customerOr404(core, required(body, 'customer_id'))
  const name = required(body, 'name', { max: 100 })
  const type = oneOf(body, 'type', COUNTERPARTY_TYPES)
  const routing = required(body, 'routing_number')
  if (!isRoutingNumber(routing))
    throw badRequest('routing_number', 'routing_number must be a 9-digit ABA routing number with a valid check digit.')
  const accountNumber = required(body, 'account_number', {
    pattern: /^\d{4,17}$/,
    hint: 'account_number must be 4 to 17 digits.',
  })
  const accountType = oneOf(body, 'account_type', COUNTERPARTY_ACCOUNT_TYPES)
  const id = randomUUID()
  core.commit({
    t: 'counterparty',
    id,
    customer_id: customer.id,
    name,
    type,
    routing_number: routing,
    account_number: accountNumber,
    account_type: accountType,
    at: core.now(),
    idem,
  })
  return core.state.counterparties.get(id)!
}
