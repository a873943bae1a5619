/**
 * Banking settings on an approved organization of its own (its account opened at the sandbox core): the company's
 * contact details (changeable once approved, in the spec's words when wrong), the agreements with their acceptance,
 * the documents, and wire instructions — exactly the spec's eight arguments, from the core, as JSON and as a PDF,
 * for people who use banking only.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { app } from '../app.ts'
import { call, closeFixtureSql, fixtureSql, opts, tokenFor } from '../../_testing/api.ts'
import { approvedOrg, bankingOrg, dropBankingFixtures } from '../../_testing/banking-onboarding.ts'
import { coreClient } from '../../domains/banking/core-client.ts'
import { BANKING_AGREEMENTS } from '../../../shared/rules/banking-onboarding.ts'

type Any = any
const fields = (r: { body: Any }) =>
  Object.fromEntries((r.body?.error?.details?.fields ?? []).map((f: Any) => [f.path, f.message]))

Deno.test({ name: 'banking settings: company, legal, documents and wire instructions', ...opts }, async (t) => {
  const { org, people, accountId } = await approvedOrg()
  const draft = await bankingOrg()
  const { oa, ou, on, bk, stranger } = people
  const base = `/organizations/${org}/banking`
  const sql = fixtureSql()

  try {
    await t.step(
      'the company: read by banking members and staff, its contact details changed by the admin',
      async () => {
        assert.equal((await call(on, 'GET', `${base}/settings/company`)).status, 403)
        assert.equal((await call(stranger, 'GET', `${base}/settings/company`)).status, 404)
        const r = await call(bk, 'GET', `${base}/settings/company`)
        assert.equal(r.status, 200, JSON.stringify(r.body))
        assert.equal(r.body.legalName, 'Quill & Ink Stationers LLC')
        assert.equal(r.body.ein, '12-3456780')
        const address = {
          line1: '9 Quire Ln',
          line2: null,
          city: 'Eugene',
          state: 'or',
          postalCode: '97401',
          country: 'US',
        }
        assert.equal((await call(ou, 'PUT', `${base}/settings/company`, { phone: '5035550100', address })).status, 403)
        const bad = await call(oa, 'PUT', `${base}/settings/company`, {
          phone: '12',
          address: { ...address, state: 'XX', postalCode: '974', country: 'MX', city: '' },
        })
        assert.equal(bad.status, 422)
        assert.deepEqual(fields(bad), {
          phone: 'Enter a phone number of 7 to 15 digits, like (555) 123-4567 or +44 20 7946 0958',
          'address.state': 'Must be a US state code, like CA',
          'address.postalCode': 'Postal code must be in the format 12345 or 12345-6789',
          'address.country': 'Country must be US',
          'address.city': 'City is required',
        })
        const ok = await call(oa, 'PUT', `${base}/settings/company`, {
          phone: '(541) 555-0100',
          website: 'quill.example',
          address,
        })
        assert.equal(ok.status, 200, JSON.stringify(ok.body))
        assert.deepEqual(ok.body.address, { ...address, state: 'OR' })
        assert.equal(ok.body.legalName, 'Quill & Ink Stationers LLC', 'what the bank verified stays')
        const notYet = await call(draft.people.oa, 'PUT', `/organizations/${draft.org}/banking/settings/company`, {
          phone: '(541) 555-0100',
          address,
        })
        assert.equal(notYet.status, 409)
      },
    )

    await t.step(
      'the database holds the same line: an approved application changes only its contact details',
      async () => {
        const refused = await sql
          .begin(async (tx) => {
            await tx`select set_config('role', 'authenticated', true),
            set_config('request.jwt.claims', ${JSON.stringify({ sub: oa, role: 'authenticated' })}, true)`
            await tx`update public.banking_applications set legal_name = 'Renamed LLC' where organization_id = ${org}`
            return 'updated'
          })
          .catch((e) => `${e.code}: ${e.message}`)
        assert.equal(refused, '42501: This application was submitted and can no longer be changed')
      },
    )

    await t.step('agreements: each current version with who accepted it; only the admin accepts', async () => {
      const before = await call(ou, 'GET', `${base}/settings/legal`)
      assert.equal(before.status, 200)
      assert.deepEqual(
        before.body.agreements.map((a: Any) => [a.key, a.version, a.accepted]),
        BANKING_AGREEMENTS.map((a) => [a.key, a.version, null]),
      )
      const current = BANKING_AGREEMENTS[0]
      assert.equal(
        (await call(ou, 'POST', `${base}/settings/legal/accept`, { key: current.key, version: current.version }))
          .status,
        403,
      )
      const old = await call(oa, 'POST', `${base}/settings/legal/accept`, { key: current.key, version: '2020-01-01' })
      assert.equal(old.status, 409)
      const r = await call(oa, 'POST', `${base}/settings/legal/accept`, { key: current.key, version: current.version })
      assert.equal(r.status, 200, JSON.stringify(r.body))
      const accepted = r.body.agreements.find((a: Any) => a.key === current.key).accepted
      assert.match(accepted.acceptedByName, /^Test user/)
      assert.match(accepted.acceptedByEmail, /@fixtures\.test$/)
      const again = await call(oa, 'POST', `${base}/settings/legal/accept`, {
        key: current.key,
        version: current.version,
      })
      assert.equal(
        again.body.agreements.find((a: Any) => a.key === current.key).accepted.acceptedAt,
        accepted.acceptedAt,
      )
    })

    await t.step('wire instructions: the spec’s eight arguments, numbers from the core', async () => {
      const [acct] = await sql`select core_account_id from public.banking_accounts where id = ${accountId}`
      const core = await coreClient().getAccount(acct.core_account_id)
      const r = await call(ou, 'GET', `${base}/accounts/${accountId}/wire-instructions`)
      assert.equal(r.status, 200, JSON.stringify(r.body))
      assert.deepEqual(r.body, {
        bankAddress: '100 Ledger Way, Wilmington, DE 19801',
        bankName: 'Sandbox Core Bank',
        beneficiaryName: 'Quill & Ink Stationers LLC',
        beneficiaryAccountNumber: core.account_number,
        beneficiaryAddress: '9 Quire Ln, Eugene, OR 97401, US',
        routingNumber: core.routing_number,
        accountNumber: core.account_number,
        accountRoutingNumber: core.routing_number,
      })
      const bkRead = await call(bk, 'GET', `${base}/accounts/${accountId}/wire-instructions`)
      assert.equal(bkRead.status, 403, 'staff read the books, they receive no wires')
      assert.equal((await call(on, 'GET', `${base}/accounts/${accountId}/wire-instructions`)).status, 403)
      assert.equal((await call(ou, 'GET', `${base}/accounts/${crypto.randomUUID()}/wire-instructions`)).status, 404)
    })

    await t.step('the wire-instructions PDF carries the same numbers', async () => {
      const res = await app.request(`/api${base}/accounts/${accountId}/wire-instructions.pdf`, {
        headers: { authorization: `Bearer ${await tokenFor(ou)}` },
      })
      assert.equal(res.status, 200)
      assert.equal(res.headers.get('content-type'), 'application/pdf')
      assert.match(res.headers.get('content-disposition') ?? '', /wire-instructions-operating\.pdf/)
      const text = new TextDecoder('latin1').decode(await res.arrayBuffer())
      assert.ok(text.startsWith('%PDF-1.4'))
      const json = (await call(ou, 'GET', `${base}/accounts/${accountId}/wire-instructions`)).body
      assert.ok(text.includes(`(Account number: ${json.accountNumber}) Tj`))
      assert.ok(text.includes(`(Beneficiary name: Quill & Ink Stationers LLC) Tj`))
      assert.ok(text.trimEnd().endsWith('%%EOF'))
    })

    await t.step(
      'documents: statements per account, the agreements, wire instructions for banking members',
      async () => {
        const r = await call(ou, 'GET', `${base}/settings/documents`)
        assert.equal(r.status, 200, JSON.stringify(r.body))
        assert.deepEqual(r.body.statements, [], 'an account opened this month has no statement yet')
        assert.deepEqual(r.body.wireInstructions, [
          { accountId, accountName: 'Operating', pdfPath: `/api${base}/accounts/${accountId}/wire-instructions.pdf` },
        ])
        assert.equal(r.body.agreements.length, BANKING_AGREEMENTS.length)
        assert.ok(r.body.agreements[0].acceptedAt)
        const staff = await call(bk, 'GET', `${base}/settings/documents`)
        assert.equal(staff.status, 200)
        assert.deepEqual(staff.body.wireInstructions, [])
        assert.equal((await call(on, 'GET', `${base}/settings/documents`)).status, 403)
      },
    )
  } finally {
    await dropBankingFixtures({
      orgs: [org, draft.org],
      users: [...Object.values(people), ...Object.values(draft.people)],
    })
  }
})

/**
 * Statements exist only for months that have ended since an account opened, so only the sandbox core's demo customer
 * (a year of history, connected to Birch Bakery by the demo seed, 60-banking.sql) has any to list. Read only.
 */
Deno.test({ name: 'banking settings: the demo bakery’s monthly statements, from the core', ...opts }, async () => {
  const BIRCH = '10000000-0000-4000-8000-000000000002'
  const ROBIN = '00000000-0000-4000-8000-000000000002'
  try {
    const r = await call(ROBIN, 'GET', `/organizations/${BIRCH}/banking/settings/documents`)
    assert.equal(r.status, 200, JSON.stringify(r.body))
    for (const name of ['Operating', 'Reserve']) {
      const mine = r.body.statements.filter((s: Any) => s.accountName === name)
      assert.ok(mine.length >= 11, `${name}: ${mine.length} statements`)
      const key = (s: Any) => s.year * 12 + s.month
      assert.ok(
        mine.every((s: Any, i: number) => i === 0 || key(mine[i - 1]) === key(s) + 1),
        'newest first, month by month',
      )
      for (let i = 1; i < mine.length; i++)
        assert.equal(
          mine[i - 1].openingBalanceMicros,
          mine[i].closingBalanceMicros,
          'each month opens where the last closed',
        )
      for (const s of mine) assert.equal(s.pdfPath, `/api/organizations/${BIRCH}/banking/statements/${s.id}.pdf`)
    }
    assert.deepEqual(
      r.body.wireInstructions.map((w: Any) => w.accountName),
      ['Operating', 'Reserve'],
    )
    assert.ok(
      r.body.agreements.every((a: Any) => a.acceptedAt),
      'the demo accepted every agreement',
    )
  } finally {
    await closeFixtureSql()
    await closeDb()
  }
})
