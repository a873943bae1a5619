/**
 * An organization's bank accounts: institution and mask, the latest balances, the balance total of the USD accounts
 * (spec banking §9), and (for staff) each feed's health with its details. Choosing an account filters the
 * transactions below it.
 */
import { Fragment, useState } from 'react'
import type { TBankAccount, TBankFeedsResponse } from '@app/shared/schemas/bank-feeds.ts'
import { CASH_FIGURES } from '@app/shared/rules/figures.ts'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { FeedHealthBadge, HealthDetails } from './health.tsx'

/** Money in the account's currency: "$1,234.50" for USD, "1,234.50 EUR" otherwise. */
export function accountMoney(cents: number | null, currency: string) {
  if (cents === null) return '—'
  return currency === 'USD' ? formatMoney(cents, { currency: true }) : `${formatMoney(cents)} ${currency}`
}

export function AccountLabel({ account }: { account: Pick<TBankAccount, 'name' | 'institution' | 'mask' | 'type'> }) {
  return (
    <>
      <span className="block font-medium text-slate-900">{account.name}</span>
      <span className="block text-xs text-slate-500">
        {[account.institution, account.mask ? `•••• ${account.mask}` : null, account.type].filter(Boolean).join(' · ')}
      </span>
    </>
  )
}

export function ConnectionNote({ account }: { account: TBankAccount }) {
  if (account.status === 'closed') return <Badge>Closed</Badge>
  if (account.connectionStatus === 'broken') return <Badge tone="danger">Needs reconnecting</Badge>
  if (account.connectionStatus === 'disconnected') return <Badge>Disconnected</Badge>
  return null
}

export function AccountsPanel({
  data,
  showHealth,
  selected,
  onSelect,
}: {
  data: TBankFeedsResponse
  showHealth: boolean
  selected?: string
  onSelect: (accountId: string | undefined) => void
}) {
  const [open, setOpen] = useState<string | null>(null)
  const columns = showHealth ? 6 : 5
  return (
    <Card>
      <Table data-testid="bank-accounts">
        <TableHeader>
          <TableRow>
            <TableHead>Account</TableHead>
            <TableHead numeric>Current balance</TableHead>
            <TableHead numeric>Available</TableHead>
            <TableHead>As of</TableHead>
            {showHealth && <TableHead>Feed health</TableHead>}
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.accounts.map((a) => (
            <Fragment key={a.id}>
              <TableRow data-testid="bank-account" className={selected === a.id ? 'bg-brand-50/50' : undefined}>
                <TableCell>
                  <AccountLabel account={a} />
                  <ConnectionNote account={a} />
                </TableCell>
                <TableCell numeric>{accountMoney(a.currentBalanceCents, a.currency)}</TableCell>
                <TableCell numeric className="text-slate-600">
                  {accountMoney(a.availableBalanceCents, a.currency)}
                </TableCell>
                <TableCell className="whitespace-nowrap text-xs text-slate-600">
                  {a.balanceAsOf ? formatDate(a.balanceAsOf, 'MMM d, yyyy') : '—'}
                </TableCell>
                {showHealth && (
                  <TableCell>
                    <FeedHealthBadge health={a.health} />
                  </TableCell>
                )}
                <TableCell className="whitespace-nowrap text-right">
                  {showHealth && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-expanded={open === a.id}
                      onClick={() => setOpen(open === a.id ? null : a.id)}
                    >
                      {open === a.id ? 'Hide details' : 'Details'}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant={selected === a.id ? 'secondary' : 'outline'}
                    onClick={() => onSelect(selected === a.id ? undefined : a.id)}
                    aria-label={`Transactions of ${a.name}`}
                  >
                    {selected === a.id ? 'All transactions' : 'Transactions'}
                  </Button>
                </TableCell>
              </TableRow>
              {showHealth && open === a.id && (
                <TableRow>
                  <TableCell colSpan={columns} className="bg-slate-50">
                    <HealthDetails health={a.health} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
          <TableRow className="bg-slate-50 font-medium">
            <TableCell>
              {CASH_FIGURES.feedBalance}: USD accounts
              {data.total.otherCurrencies > 0 && (
                <span className="block text-xs font-normal text-slate-500">
                  {data.total.otherCurrencies} account{data.total.otherCurrencies === 1 ? '' : 's'} in other currencies
                  not included
                </span>
              )}
            </TableCell>
            <TableCell numeric data-testid="usd-total">
              {formatMoney(data.total.totalCents, { currency: true })}
            </TableCell>
            <TableCell colSpan={columns - 2} className="text-xs font-normal text-slate-500">
              Card and loan balances count as owed. {CASH_FIGURES.whyDiffer}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Card>
  )
}
