/**
 * Statements: /statements/list (monthly statements of every account for each month that has ended since the item's
 * history begins) and /statements/download (the statement as a small real PDF). A statement's figures come from
 * the item's own transactions, so beginning balance + credits - debits = ending balance, to the cent.
 */
import type { SandboxRouter } from '../../server.ts'
import { endpoint, invalidInput, requireFields } from './api.ts'
import { DAY_MS, type SandboxAccount, dayString, stableId, today } from './data.ts'
import { type Item, institutionName, itemFor, itemIdOf } from './items.ts'
import { textPdf } from './pdf.ts'

type Period = { statementId: string; month: number; year: number; start: number; end: number; posted: number }

/** Months that have fully ended (statements are issued the day after a month closes); none for benchmark items. */
function periods(item: Item, a: SandboxAccount): Period[] {
  const out: Period[] = []
  // benchmark items (custom size) have transactions only
  if (item.shape.custom) return out
  const first = new Date(item.claims.s * DAY_MS)
  let y = first.getUTCFullYear()
  let m = first.getUTCMonth()
  for (;;) {
    const start = Math.max(item.claims.s, Date.UTC(y, m, 1) / DAY_MS)
    const next = Date.UTC(y, m + 1, 1) / DAY_MS
    if (next > today()) break
    out.push({
      statementId: stableId(`${a.account_id}:statement:${y}-${m + 1}`),
      month: m + 1,
      year: y,
      start,
      end: next - 1,
      posted: next,
    })
    m += 1
    if (m === 12) {
      m = 0
      y += 1
    }
  }
  return out
}

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** The statement's lines; balances follow the account's sign (what is owed, for a card). */
export function statementLines(item: Item, a: SandboxAccount, p: Period) {
  const credit = a.type === 'credit'
  const rows = [...item.txns.values()]
    .filter((t) => t.accountId === a.account_id && !t.pending && !t.removed && t.day >= p.start && t.day <= p.end)
    .sort((x, y) => x.day - y.day || x.id.localeCompare(y.id))
  const opening = item.balanceBefore(a, p.start)
  let balance = opening
  let credits = 0
  let debits = 0
  const detail = rows.map((t) => {
    // money into the account (Plaid's negative amount) lowers a card's balance and raises a bank account's
    const delta = credit ? t.cents : -t.cents
    balance += delta
    if (t.cents < 0) credits += -t.cents
    else debits += t.cents
    return `${dayString(t.day)}  ${t.name.padEnd(34).slice(0, 34)}  ${money(-t.cents).padStart(14)}  ${money(balance).padStart(14)}`
  })
  return {
    opening,
    closing: balance,
    lines: [
      institutionName(item.institutionId),
      `${a.official_name} ****${a.mask}`,
      `Statement period: ${dayString(p.start)} to ${dayString(p.end)}`,
      `Beginning balance: ${money(opening)}`,
      `Deposits and credits: ${money(credits)}`,
      `Withdrawals and debits: ${money(debits)}`,
      `Ending balance: ${money(balance)}`,
      '',
      'Date        Description                                  Amount         Balance',
      ...detail,
    ],
  }
}

export function mountStatements(r: SandboxRouter) {
  endpoint(
    r,
    '/statements/list',
    ({ body }) => {
      requireFields(body, ['access_token'])
      const item = itemFor(body.access_token)
      return {
        item_id: item.itemId,
        institution_id: item.institutionId,
        institution_name: institutionName(item.institutionId),
        accounts: item.accounts.map((a) => ({
          account_id: a.account_id,
          account_mask: a.mask,
          account_name: a.name,
          account_official_name: a.official_name,
          account_subtype: a.subtype,
          account_type: a.type,
          statements: periods(item, a).map((p) => ({
            statement_id: p.statementId,
            date_posted: dayString(p.posted),
            month: p.month,
            year: p.year,
          })),
        })),
      }
    },
    itemIdOf,
  )

  endpoint(
    r,
    '/statements/download',
    ({ body }) => {
      requireFields(body, ['access_token', 'statement_id'])
      const item = itemFor(body.access_token)
      for (const a of item.accounts)
        for (const p of periods(item, a))
          if (p.statementId === body.statement_id) {
            const { lines } = statementLines(item, a, p)
            return {
              raw: textPdf(lines, `${a.official_name} ${p.year}-${String(p.month).padStart(2, '0')}`),
              contentType: 'application/pdf',
            }
          }
      throw invalidInput('INVALID_FIELD', 'statement_id does not name a statement of this item')
    },
    itemIdOf,
  )
}
