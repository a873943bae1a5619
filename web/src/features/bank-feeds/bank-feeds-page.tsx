/**
 * One organization's bank feeds: accounts with balances (and, for staff, feed health) above its transactions. One
 * screen, two audiences: the staff workspace passes `showHealth`; the client's /accounting/bank-accounts does not.
 * Either way the API answers through RLS, so a client user sees only the accounts an organization admin granted.
 */
import { Link, useSearchParams } from 'react-router-dom'
import { FEED_HEALTH_THRESHOLDS } from '@app/shared/rules/feed-health.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { useMe } from '@/lib/session.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { AccountsPanel } from './accounts-panel.tsx'
import { BankingAccountsPanel } from './banking-accounts-panel.tsx'
import { useBankFeeds } from './api.ts'
import { TransactionsPanel } from './transactions-panel.tsx'

export function BankFeeds({ orgId, showHealth = false }: { orgId: string; showHealth?: boolean }) {
  const feeds = useBankFeeds(orgId)
  const [params, setParams] = useSearchParams()
  const select = (accountId: string | undefined) => {
    const next = new URLSearchParams(params)
    next.delete('offset')
    if (accountId) next.set('accountId', accountId)
    else next.delete('accountId')
    setParams(next)
  }
  return (
    <QueryState query={feeds} label="Loading bank accounts">
      {feeds.data && (
        <div className="flex flex-col gap-8">
          <section aria-labelledby="bank-accounts-heading" className="flex flex-col gap-3">
            <div>
              <h2 id="bank-accounts-heading" className="text-lg font-semibold text-slate-900">
                Bank accounts
              </h2>
              {showHealth && (
                <p className="mt-1 text-sm text-slate-600">
                  Feed health checks each account for runs of more than {FEED_HEALTH_THRESHOLDS.gapDays} days without
                  data, no data in the last {FEED_HEALTH_THRESHOLDS.staleDays} days, and whether statements and the bank
                  balance follow from the transactions to the cent.
                </p>
              )}
            </div>
            {feeds.data.bankingAccounts.length > 0 && <BankingAccountsPanel accounts={feeds.data.bankingAccounts} />}
            {feeds.data.accounts.length === 0 ? (
              feeds.data.bankingAccounts.length === 0 && (
                <EmptyState
                  title="No bank accounts to show"
                  description={
                    showHealth
                      ? 'The client has not connected a bank, or has not granted your team access to its accounts.'
                      : 'No bank is connected yet, or an organization admin has not given you access to its accounts.'
                  }
                />
              )
            ) : (
              <AccountsPanel
                data={feeds.data}
                showHealth={showHealth}
                selected={params.get('accountId') ?? undefined}
                onSelect={select}
              />
            )}
          </section>
          <TransactionsPanel orgId={orgId} accounts={feeds.data.accounts} />
        </div>
      )}
    </QueryState>
  )
}

/** /accounting/bank-accounts: the client's own accounts and transactions, as far as they were granted. */
export function ClientBankAccountsPage() {
  const { orgId, organization } = useCurrentOrg()
  const me = useMe()
  const admin = me.organizations.some((o) => o.id === orgId && o.orgRole === 'admin')
  return (
    <>
      <PageHeader
        title="Bank accounts"
        description={`${organization?.legalName ?? 'Your organization'}'s connected bank accounts, balances and transactions.`}
        actions={
          admin ? (
            <Link
              className="text-sm font-medium text-brand-700 hover:underline"
              to="/onboarding/bank-accounts-user-permissions"
            >
              Who can see these accounts
            </Link>
          ) : undefined
        }
      />
      {orgId ? <BankFeeds orgId={orgId} /> : <EmptyState title="No organization selected" />}
    </>
  )
}
