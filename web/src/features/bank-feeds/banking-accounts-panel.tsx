/**
 * The business banking accounts (this product's bank) on the Bank accounts page, beside the connected banks' accounts,
 * each figure named for what it is (shared/rules/figures.ts), and why they can differ from the books' cash.
 */
import type { TBankFeedsResponse } from '@app/shared/schemas/bank-feeds.ts'
import { CASH_FIGURES } from '@app/shared/rules/figures.ts'
import { BANKING_ACCOUNT_TYPE_LABELS, type TBankingAccountType } from '@app/shared/rules/banking.ts'
import { formatMoney } from '@/lib/format.ts'
import { Card } from '@/components/ui/card.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'

export function BankingAccountsPanel({ accounts }: { accounts: TBankFeedsResponse['bankingAccounts'] }) {
  const money = (c: number) => formatMoney(c, { currency: true })
  return (
    <Card>
      <Table data-testid="banking-feed-accounts" aria-label="Business banking accounts">
        <TableHeader>
          <TableRow>
            <TableHead>Business banking account</TableHead>
            <TableHead numeric>{CASH_FIGURES.bankBalance}</TableHead>
            <TableHead numeric>{CASH_FIGURES.bankAvailable}</TableHead>
            <TableHead numeric>{CASH_FIGURES.pending}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {accounts.map((a) => (
            <TableRow key={a.id} data-testid="banking-feed-account">
              <TableCell>
                <span className="block font-medium text-slate-900">{a.name}</span>
                <span className="block text-xs text-slate-500">
                  {[
                    'Business banking',
                    a.mask ? `•••• ${a.mask}` : null,
                    BANKING_ACCOUNT_TYPE_LABELS[a.accountType as TBankingAccountType] ?? a.accountType,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </TableCell>
              <TableCell numeric>{money(a.balanceCents)}</TableCell>
              <TableCell numeric>{money(a.availableCents)}</TableCell>
              <TableCell numeric>{money(a.pendingCents)}</TableCell>
            </TableRow>
          ))}
          <TableRow className="bg-slate-50">
            <TableCell colSpan={4} className="text-xs text-slate-500">
              {CASH_FIGURES.whyDiffer}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Card>
  )
}
