/**
 * Statements of an item: /statements/list, then each statement not stored yet is downloaded, kept as a PDF in the
 * private 'bank-statements' bucket under `<organization>/<bank account>/<statement_id>.pdf` (readable by exactly the
 * people who may read that account, by the bucket's policy), and its period and beginning and ending balances are
 * extracted into public.bank_statements. An upload that outlives a rolled-back job is overwritten by the retry.
 */
import type { Tx } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { loadItem } from './item-access.ts'
import { markItemBroken } from './item-status.ts'
import { extractStatement, pdfText } from './extract-statement.ts'
import { PlaidApiError, plaidCall, plaidClient } from './plaid-api.ts'

export const STATEMENTS_BUCKET = 'bank-statements'

async function upload(path: string, pdf: Uint8Array) {
  const res = await fetch(`${env.supabaseUrl}/storage/v1/object/${STATEMENTS_BUCKET}/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${env.serviceRoleKey}`,
      apikey: env.serviceRoleKey,
      'content-type': 'application/pdf',
      'x-upsert': 'true',
    },
    body: pdf as BodyInit,
  })
  if (!res.ok) throw new Error(`Storing statement ${path} failed: ${res.status} ${await res.text()}`)
  await res.body?.cancel()
}

export async function fetchStatements({ tx, connectionId }: { tx: Tx; connectionId: string }) {
  const loaded = await loadItem(tx, connectionId)
  if (!loaded || loaded.connection.status === 'disconnected') return { skipped: 'the item is no longer connected' }
  const api = plaidClient()
  try {
    const list = await plaidCall(() => api.statementsList({ access_token: loaded.accessToken }))
    const have = new Set(
      (
        await tx`select statement_id from public.bank_statements s join public.bank_accounts a on a.id = s.bank_account_id
          where a.plaid_item_id = ${loaded.item.id} and s.extracted_at is not null`
      ).map((r) => r.statement_id as string),
    )
    let stored = 0
    for (const account of list.accounts) {
      const bankAccountId = loaded.accounts.get(account.account_id)
      if (!bankAccountId) continue
      for (const s of account.statements) {
        if (have.has(s.statement_id)) continue
        const data = await plaidCall(() =>
          api.statementsDownload(
            { access_token: loaded.accessToken, statement_id: s.statement_id },
            { responseType: 'arraybuffer' },
          ),
        )
        const pdf = new Uint8Array(data as unknown as ArrayBuffer)
        const path = `${loaded.item.organization_id}/${bankAccountId}/${s.statement_id}.pdf`
        await upload(path, pdf)
        const x = extractStatement(await pdfText(pdf))
        await tx`
          insert into public.bank_statements (bank_account_id, organization_id, statement_id, month, year, day, period_start,
            period_end, starting_balance_cents, ending_balance_cents, extracted_at, object_path)
          values (${bankAccountId}, ${loaded.item.organization_id}, ${s.statement_id}, ${s.month}, ${s.year},
            ${s.date_posted ? Number(s.date_posted.slice(8, 10)) : null}, ${x.periodStart}, ${x.periodEnd},
            ${x.startingBalanceCents}, ${x.endingBalanceCents}, now(), ${path})
          on conflict (bank_account_id, statement_id) do update set month = excluded.month, year = excluded.year,
            day = excluded.day, period_start = excluded.period_start, period_end = excluded.period_end,
            starting_balance_cents = excluded.starting_balance_cents, ending_balance_cents = excluded.ending_balance_cents,
            extracted_at = excluded.extracted_at, object_path = excluded.object_path`
        stored += 1
      }
    }
    return { stored, known: have.size }
  } catch (e) {
    if (e instanceof PlaidApiError && e.itemBroken) {
      await markItemBroken(tx, loaded, { code: e.errorCode, message: e.displayMessage })
      return { broken: e.errorCode }
    }
    throw e
  }
}
