/**
 * Evaluates an organization's auto-transfer rules after a sync (the `banking.run-rules` job, service role), on the
 * balances the entries last said. A sweep whose source holds more available than its threshold moves the excess over
 * its target amount to the target account as a book transfer, at once. A top-off whose target holds less than its
 * threshold proposes a transfer bringing it back to the target amount (public.top_offs), which someone approves on
 * /cash/approve-top-off. A rule acts again only once its last transfer shows in the entries (or ended without
 * moving money), so a balance the sync has not caught up on never moves money twice; the sweep's Idempotency-Key is
 * the rule and the balance version it acted on, so a re-run of this job cannot either.
 */
import type { Tx } from '../../_shared/db.ts'
import { formatMicros } from '../../../shared/rules/banking.ts'
import { recordSubmission, sendToCore, type TransferRequest } from './submit-payment.ts'

type Rule = {
  id: string
  kind: 'sweep' | 'top_off'
  created_by: string | null
  source_id: string
  target_id: string
  source_name: string
  target_name: string
  source_available: string
  target_available: string
  source_sequence: string
  threshold_micros: string
  target_micros: string
  waiting: boolean
}

/** Inserts a rule's book transfer as `submitted` (once per key) and sends it; answers the payment id. */
export async function ruleTransfer(
  tx: Tx,
  args: {
    organizationId: string
    ruleId: string | null
    origin: 'sweep' | 'top_off'
    key: string
    fromId: string
    toId: string
    amount: bigint
    description: string
    requestedBy: string | null
  },
): Promise<{ paymentId: string; request: TransferRequest } | null> {
  const [p] = await tx`
    insert into public.banking_payments (organization_id, idempotency_key, origin, rule_id, rail, transaction_type,
      from_account_id, to_account_id, amount_micros, description, status, requested_by, submitted_at)
    values (${args.organizationId}, ${args.key}, ${args.origin}, ${args.ruleId}, 'book',
      ${args.origin === 'sweep' ? 'sweep' : 'book_transfer_out'}, ${args.fromId}, ${args.toId}, ${args.amount.toString()}::bigint,
      ${args.description}, 'submitted', ${args.requestedBy}, now())
    on conflict (organization_id, idempotency_key) do nothing
    returning id`
  if (!p) return null
  // a second statement: the request reads the row this insert made, which its own statement cannot see
  const [{ request }] = await tx`select private.banking_transfer_request(${p.id}) as request`
  return { paymentId: p.id as string, request: request as TransferRequest }
}

export async function runRules({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const [on] = await tx`select private.flag_enabled(${organizationId}, 'banking') and
    private.flag_enabled(${organizationId}, 'auto-transfer') as on`
  if (!on.on) return { skipped: 'banking or auto-transfer is off' }
  const rules = (await tx`
    select r.id, r.kind, r.created_by, s.id as source_id, t.id as target_id, s.name as source_name, t.name as target_name,
      s.available_balance_micros::text as source_available, t.available_balance_micros::text as target_available,
      s.balance_sequence::text as source_sequence, r.threshold_micros::text, r.target_micros::text,
      -- the rule's last transfer has not shown in the entries yet, or its top-off still waits
      (exists (select 1 from public.banking_payments p where p.rule_id = r.id
               and p.id = (select id from public.banking_payments q where q.rule_id = r.id order by q.created_at desc limit 1)
               and (p.status in ('submitted', 'pending')
                    or (p.status = 'settled' and not exists (select 1 from public.banking_entries e
                        where e.payment_id = p.id and e.layer = 'Settled'))))
       or exists (select 1 from public.top_offs o where o.rule_id = r.id and o.status in ('pending_approval', 'approved')))
        as waiting
    from public.auto_transfer_rules r
    join public.banking_accounts s on s.id = r.source_account_id and s.status = 'open'
    join public.banking_accounts t on t.id = r.target_account_id and t.status = 'open'
    where r.organization_id = ${organizationId} and r.enabled
    order by r.created_at
    for update of r`) as unknown as Rule[]
  let swept = 0
  let proposed = 0
  for (const r of rules) {
    if (r.waiting) continue
    if (r.kind === 'sweep') {
      const available = BigInt(r.source_available)
      if (available <= BigInt(r.threshold_micros)) continue
      const amount = available - BigInt(r.target_micros)
      const made = await ruleTransfer(tx, {
        organizationId,
        ruleId: r.id,
        origin: 'sweep',
        key: `sweep:${r.id}:${r.source_sequence}`,
        fromId: r.source_id,
        toId: r.target_id,
        amount,
        description: `Sweep to ${r.target_name}`,
        requestedBy: r.created_by,
      })
      if (!made) continue
      const outcome = await sendToCore(made.request)
      if (outcome) await recordSubmission(tx, made.request, outcome, { sync: true })
      swept += 1
    } else {
      const available = BigInt(r.target_available)
      if (available >= BigInt(r.threshold_micros)) continue
      const amount = BigInt(r.target_micros) - available
      const [t] = await tx`
        insert into public.top_offs (organization_id, rule_id, source_account_id, target_account_id, amount_micros)
        values (${organizationId}, ${r.id}, ${r.source_id}, ${r.target_id}, ${amount.toString()}::bigint)
        on conflict do nothing returning id`
      if (!t) continue
      proposed += 1
      await tx`
        insert into public.notifications (user_id, organization_id, type, metadata)
        select distinct u.id, ${organizationId}::uuid, 'custom-message'::public.notification_type, ${tx.json({
          title: `${r.target_name} is low: a top-off of ${formatMicros(amount, { currency: true })} from ${r.source_name} waits for approval`,
          link: '/cash/approve-top-off',
          kind: 'banking-top-off',
          topOffId: t.id,
        } as never)}::jsonb
        from public.users u
        where 'banking' = any (u.products) and (
          exists (select 1 from public.organization_members m where m.organization_id = ${organizationId}
                  and m.user_id = u.id and m.org_role = 'admin')
          or exists (select 1 from public.approval_layer_members m join public.approval_layers l on l.id = m.layer_id
                     where l.organization_id = ${organizationId} and l.deleted_at is null and m.user_id = u.id))`
    }
  }
  return { rules: rules.length, swept, proposed }
}
