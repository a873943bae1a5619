/**
 * Sales tax through the API, in-process against the test stack, on an organization of its own: the routes answer
 * not found while the taxes flag is off; with it on, nexus by state from line items of two providers (Arizona
 * crossed with the accrued liability proposed, Tennessee near), the calculator refusing an unknown state and a ZIP
 * code of another state on their fields, the sources with the ledger refresh (a reviewer may not), the roll-ups, 1099
 * vendors (card payments left out, overrides, TINs encrypted and shown only to admins and staff, the filing CSV), and
 * another organization's member refused.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts, tokenFor } from '../../_testing/api.ts'
import { app } from '../app.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'

Deno.test({ name: 'sales tax: nexus, calculator, sources and roll-ups behind the taxes flag', ...opts }, async (t) => {
  const [client, bk, rv, stranger] = [
    await newUser('user'),
    await newUser('bookkeeper'),
    await newUser('bookkeeper'),
    await newUser('user'),
  ]
  const org = await newOrg({ admins: [client], bookkeepers: [bk], reviewers: [rv] })
  const other = await newOrg({ admins: [stranger] })
  const sql = fixtureSql()
  const base = `/orgs/${org}/sales-tax`
  try {
    await t.step('with the taxes flag off the routes answer not found', async () => {
      const r = await call(client, 'GET', `${base}/nexus`)
      assert.equal(r.status, 404)
      assert.equal(r.body.error.message, 'Sales tax is not turned on for this organization')
    })
    await sql`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${org}, 'taxes', true), (${other}, 'taxes', true)`
    await sql`insert into public.sales_tax_line_items (organization_id, provider, transaction_id, line_item_id, txn_date,
      amount_cents, amount_excluding_tax_cents, taxable_amount_cents, tax_collected_cents, type, state, city) values
      (${org}, 'stripe', 'in_1', '1', '2026-03-14', 10000000, 10000000, 10000000, 0, 'service', 'AZ', 'Phoenix'),
      (${org}, 'stripe', 'in_2', '1', '2026-04-01', 200000, 200000, 200000, 5000, 'service', 'AZ', 'Phoenix'),
      (${org}, 'invoices', 'INV-1', '1', '2026-05-01', 8500000, 8500000, 8500000, 0, 'product', 'TN', null)`

    await t.step('nexus by state: crossed with the liability proposed, near, below', async () => {
      const r = await call(client, 'GET', `${base}/nexus?asOf=2026-06-30`)
      assert.equal(r.status, 200)
      assert.equal(r.body.lineItems, 3)
      assert.equal(r.body.states.length, 19)
      const az = r.body.states.find((s: { state: string }) => s.state === 'AZ')
      assert.equal(az.status, 'crossed')
      assert.equal(az.crossedOn, '2026-03-14')
      // 5.6% on the $2,000 sold since the crossing is $112.00, less the $50.00 collected
      assert.deepEqual(az.liability, {
        salesSinceCents: 200000,
        rateMicros: 56000,
        taxDueCents: 11200,
        taxCollectedCents: 5000,
        proposedCents: 6200,
        postedEntryId: null,
      })
      const tn = r.body.states.find((s: { state: string }) => s.state === 'TN')
      assert.equal(tn.status, 'near')
      assert.equal(tn.valuePercent, 85)
      assert.equal(r.body.states.find((s: { state: string }) => s.state === 'TX').status, 'below')
      const bad = await call(client, 'GET', `${base}/nexus?asOf=June`)
      assert.equal(bad.status, 422)
    })

    await t.step(
      'the calculator: tax on a sale, unknown state and ZIP of another state refused on their fields',
      async () => {
        const address = { line1: '400 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' }
        const ok = await call(client, 'POST', `${base}/calculate`, { amountCents: 10000, type: 'service', address })
        assert.equal(ok.status, 200)
        assert.deepEqual(
          {
            taxCents: ok.body.taxCents,
            totalCents: ok.body.totalCents,
            rateMicros: ok.body.rateMicros,
            nexus: ok.body.nexus,
          },
          // Texas 6.25% plus Austin's 2% (city and transit; Travis County levies none)
          { taxCents: 825, totalCents: 10825, rateMicros: 82500, nexus: 'below' },
        )
        assert.deepEqual(
          ok.body.jurisdictions.map((j: { level: string; taxCents: number }) => [j.level, j.taxCents]),
          [
            ['state', 625],
            ['county', 0],
            ['city', 200],
          ],
        )
        const county = await call(client, 'POST', `${base}/calculate`, {
          amountCents: 10000,
          type: 'service',
          address: { ...address, county: 'Harris' },
        })
        assert.equal(county.status, 422)
        assert.equal(JSON.stringify(county.body).includes('Austin is in Travis County'), true)
        const state = await call(client, 'POST', `${base}/calculate`, {
          amountCents: 10000,
          type: 'service',
          address: { ...address, state: 'ZZ' },
        })
        assert.equal(state.status, 422)
        assert.equal(JSON.stringify(state.body).includes('State must be a US state code, like TX'), true)
        assert.equal(JSON.stringify(state.body).includes('address'), true)
        const zip = await call(client, 'POST', `${base}/calculate`, {
          amountCents: 10000,
          type: 'product',
          address: { ...address, postalCode: '10001' },
        })
        assert.equal(zip.status, 422)
        assert.equal(JSON.stringify(zip.body).includes('Postal code 10001 is not a ZIP code of TX'), true)
      },
    )

    await t.step('sources: counts by provider; the bookkeeper refreshes the ledger, the reviewer may not', async () => {
      const r = await call(rv, 'GET', `${base}/integrations`)
      assert.equal(r.status, 200)
      assert.deepEqual(
        r.body.sources.map((s: { provider: string; lineItems: number }) => [s.provider, s.lineItems]),
        [
          ['ledger', 0],
          ['invoices', 1],
          ['stripe', 2],
        ],
      )
      assert.equal(r.body.canRefresh, false)
      assert.equal((await call(rv, 'POST', `${base}/integrations/ledger/refresh`)).status, 403)
      const ok = await call(bk, 'POST', `${base}/integrations/ledger/refresh`)
      assert.equal(ok.status, 200)
      assert.equal(ok.body.lineItems, 0)
    })

    await t.step('roll-ups by month, state and city', async () => {
      const r = await call(client, 'GET', `${base}/rollups?year=2026`)
      assert.equal(r.status, 200)
      const march = r.body.rows.filter((x: { month: number; state: string }) => x.month === 3 && x.state === 'AZ')
      assert.deepEqual(
        march.map((x: { jurisdictionLevel: string; jurisdictionName: string; taxableAmountCents: number }) => [
          x.jurisdictionLevel,
          x.jurisdictionName,
          x.taxableAmountCents,
        ]),
        [
          ['city', 'Phoenix', 10000000],
          ['state', 'AZ', 10000000],
        ],
      )
    })

    await t.step(
      '1099s: totals by method with card left out, needsT99 decided and overridden, TINs for admins and staff only',
      async () => {
        const acct = async (name: string, type: string) =>
          String(
            (
              await sql`insert into public.ledger_accounts (organization_id, name, account_type) values (${org}, ${name}, ${type}) returning id`
            )[0].id,
          )
        const checking = await acct('Checking', 'Bank')
        const card = await acct('Company card', 'Credit Card')
        const legal = await acct('Legal', 'Expense')
        const vendor = async (name: string) =>
          String(
            (
              await sql`insert into public.ledger_names (organization_id, kind, display_name) values (${org}, 'vendor', ${name}) returning id`
            )[0].id,
          )
        const cooley = await vendor('Cooley LLP')
        const aws = await vendor('Amazon Web Services')
        const pay = async (who: string, amount: number, type: 'Check' | 'CreditCard', account: string) => {
          const r = await call(bk, 'POST', `/orgs/${org}/ledger/Purchase`, {
            TxnDate: '2026-03-02',
            PaymentType: type,
            AccountRef: { value: account },
            EntityRef: { value: who, type: 'Vendor' },
            Line: [
              {
                Amount: amount,
                DetailType: 'AccountBasedExpenseLineDetail',
                AccountBasedExpenseLineDetail: { AccountRef: { value: legal } },
              },
            ],
          })
          assert.equal(r.status, 201, JSON.stringify(r.body))
        }
        await pay(cooley, 2000, 'Check', checking)
        await pay(aws, 1500, 'Check', checking)
        await pay(aws, 90000, 'CreditCard', card)
        const list = await call(client, 'GET', `/orgs/${org}/1099s?year=2026`)
        assert.equal(list.status, 200)
        assert.equal(list.body.thresholdCents, 200000)
        const byName = Object.fromEntries(list.body.vendors.map((v: { vendorName: string }) => [v.vendorName, v]))
        assert.equal(byName['Cooley LLP'].reportableCents, 200000)
        assert.equal(byName['Cooley LLP'].needsT99, true)
        assert.equal(byName['Amazon Web Services'].reportableCents, 150000)
        assert.equal(byName['Amazon Web Services'].totals.card, 9000000)
        assert.equal(byName['Amazon Web Services'].needsT99, false)
        assert.equal(list.body.readiness, 0)

        const over = await call(client, 'PATCH', `/orgs/${org}/1099s/${aws}`, {
          year: 2026,
          needsT99: true,
          email: 'ap@aws.test',
        })
        assert.equal(over.status, 204)
        const bad = await call(client, 'PATCH', `/orgs/${org}/1099s/${aws}`, { year: 2026, email: 'not-an-email' })
        assert.equal(bad.status, 422)
        assert.ok(JSON.stringify(bad.body).includes('Invalid email'))
        assert.equal(
          (await call(rv, 'PATCH', `/orgs/${org}/1099s/${aws}`, { year: 2026, needsT99: false })).status,
          403,
        )

        const tinBad = await call(bk, 'PUT', `/orgs/${org}/1099s/${cooley}/tin`, { tinType: 'EIN', tin: '123-45-6789' })
        assert.equal(tinBad.status, 422)
        assert.ok(JSON.stringify(tinBad.body).includes('Enter the EIN as nine digits, like 12-3456789'))
        const tin = await call(bk, 'PUT', `/orgs/${org}/1099s/${cooley}/tin`, { tinType: 'EIN', tin: '12-3456789' })
        assert.deepEqual(tin.body, { tin: '**-***6789' })
        const [stored] = await sql`select tin_last4, tin_encrypted from public.vendor_tins where name_id = ${cooley}`
        assert.equal(stored.tin_last4, '6789')
        assert.ok(!new TextDecoder().decode(stored.tin_encrypted).includes('123456789'), 'the TIN is stored encrypted')
        // a plain member (not the organization's admin) neither sets nor sees it
        const member = await newUser('user')
        await sql`insert into public.organization_members (organization_id, user_id, org_role) values (${org}, ${member}, 'user')`
        assert.equal(
          (await call(member, 'PUT', `/orgs/${org}/1099s/${cooley}/tin`, { tinType: 'EIN', tin: '12-3456789' })).status,
          403,
        )
        const seen = await call(member, 'GET', `/orgs/${org}/1099s?year=2026`)
        assert.equal(seen.body.canSeeTin, false)
        assert.equal(seen.body.vendors.find((v: { vendorName: string }) => v.vendorName === 'Cooley LLP').tin, null)
        assert.equal((await call(member, 'GET', `/orgs/${org}/1099s/export?year=2026`)).status, 403)
        const mine = await call(client, 'GET', `/orgs/${org}/1099s?year=2026`)
        assert.equal(
          mine.body.vendors.find((v: { vendorName: string }) => v.vendorName === 'Cooley LLP').tin,
          '**-***6789',
        )
        assert.equal(
          mine.body.vendors.find((v: { vendorName: string }) => v.vendorName === 'Amazon Web Services').needsT99,
          true,
        )

        const res = await app.request(`/api/orgs/${org}/1099s/export?year=2026`, {
          headers: { authorization: `Bearer ${await tokenFor(bk)}` },
        })
        assert.equal(res.status, 200)
        assert.equal(
          await res.text(),
          'year,vendor_name,tin_type,tin,email,nonemployee_compensation\n2026,Cooley LLP,EIN,123456789,,2000.00\n2026,Amazon Web Services,,,ap@aws.test,1500.00',
        )
        await sql`delete from auth.users where id = ${member}`
      },
    )

    await t.step("another organization's member is refused", async () => {
      assert.equal((await call(stranger, 'GET', `${base}/nexus`)).status, 404)
      assert.equal((await call(stranger, 'GET', `${base}/integrations`)).status, 404)
    })
    await t.step("a crossing's liability: posted once by staff as a general journal entry", async () => {
      const acct = async (name: string, type: string) =>
        String(
          (
            await sql`insert into public.ledger_accounts (organization_id, name, account_type) values (${org}, ${name}, ${type}) returning id`
          )[0].id,
        )
      const expense = await acct('Sales tax expense', 'Expense')
      const payable = await acct('Sales tax payable', 'Other Current Liability')
      const body = { asOf: '2026-06-30', expenseAccountId: expense, liabilityAccountId: payable }
      assert.equal((await call(client, 'POST', `${base}/nexus/AZ/liability`, body)).status, 403)
      assert.equal((await call(rv, 'POST', `${base}/nexus/AZ/liability`, body)).status, 403)
      const none = await call(bk, 'POST', `${base}/nexus/TX/liability`, body)
      assert.equal(none.status, 422)
      assert.equal(none.body.error.message, 'This state has no crossing to accrue a liability for')
      const r = await call(bk, 'POST', `${base}/nexus/AZ/liability`, body)
      assert.equal(r.status, 200, JSON.stringify(r.body))
      assert.equal(r.body.amountCents, 6200)
      const again = await call(bk, 'POST', `${base}/nexus/AZ/liability`, body)
      assert.equal(again.status, 409)
      assert.equal(again.body.error.message, "This crossing's liability is already posted")
      const [je] = await sql`select type::text, amount_cents::int, source_ref from public.journal_entries
        where organization_id = ${org} and source_ref like 'sales_tax_liability_postings:%'`
      assert.deepEqual({ ...je, source_ref: undefined }, { type: 'general', amount_cents: 6200, source_ref: undefined })
      const lines = await sql`select distinct account_id::text, amount_cents::int from public.ledger_postings
        where organization_id = ${org} and transaction_id = ${r.body.ledgerTransactionId}::bigint order by amount_cents`
      assert.deepEqual(
        lines.map((l) => [l.account_id, l.amount_cents]),
        [
          [payable, -6200],
          [expense, 6200],
        ],
      )
      const nexus = await call(client, 'GET', `${base}/nexus?asOf=2026-06-30`)
      const az = nexus.body.states.find((s: { state: string }) => s.state === 'AZ')
      assert.equal(az.liability.postedEntryId, r.body.ledgerTransactionId)
    })
  } finally {
    await dropFixtures({ orgs: [org, other], users: [client, bk, rv, stranger] })
    await closeFixtureSql()
    await closeDb()
  }
})
