/**
 * /admin/client/:orgId/statements (and the bookkeeper's): one client's statement accounts, the statements that
 * support each period (uploaded PDF or CSV, Plaid statement or asset report) with the figures read from them to
 * confirm, the reconciliations with their three balances and deltas, and the client's statement tracker.
 */
import { useState } from 'react'
import { SUPPORTING_DOCUMENT_LABELS, monthBounds } from '@app/shared/rules/reconciliation.ts'
import { expectedStatementMonth } from '@app/shared/rules/statement-tracker.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { api } from '@/lib/api.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { formatDate, formatMoney, formatPeriod } from '@/lib/format.ts'
import {
  type Overview,
  readUploadedStatement,
  type SupportingDocument,
  useOrgMutation,
  useOverview,
  uploadStatementFile,
} from './api.ts'
import { ConfirmDocumentDialog } from './confirm-document-dialog.tsx'
import { ClientTracker } from './client-tracker.tsx'
import { useFlags } from '@/lib/flags.ts'
import { ReconciliationPanel } from './reconciliation-panel.tsx'
import { Delta } from './delta.tsx'

const month = (d: string) => formatDate(d, 'MMMM yyyy')

export function StatementsPage({ orgId }: { orgId: string }) {
  const overview = useOverview(orgId)
  const { isOn } = useFlags(orgId)
  const [open, setOpen] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<SupportingDocument | null>(null)
  const data = overview.data
  return (
    <>
      <PageHeader
        title="Statements"
        description="Each bank and card account ties out when its statement, its feed and its ledger agree to the cent, or the difference is booked or explained."
      />
      <QueryState query={overview} label="Loading statements">
        {data && (
          <div className="grid gap-8">
            <Months months={data.months} />
            <AccountsCard orgId={orgId} data={data} />
            <DocumentsCard orgId={orgId} data={data} onConfirm={setConfirming} />
            <ReconciliationsCard data={data} open={open} onOpen={setOpen} />
            {open && <ReconciliationPanel orgId={orgId} id={open} onClose={() => setOpen(null)} />}
            {/* the client's statement tracker is a service of its own, behind its flag */}
            {isOn('statement-tracker') && <ClientTracker orgId={orgId} accounts={data.accounts} />}
          </div>
        )}
      </QueryState>
      <ConfirmDocumentDialog
        orgId={orgId}
        document={confirming}
        onClose={() => setConfirming(null)}
        onConfirmed={(id) => {
          setConfirming(null)
          setOpen(id)
        }}
      />
    </>
  )
}

function Months({ months }: { months: Overview['months'] }) {
  return (
    <div className="flex flex-wrap gap-2" data-testid="reconciled-months">
      {months.map((m) => (
        <Badge key={m.month} tone={m.reconciled ? 'success' : m.accounts ? 'warning' : 'neutral'}>
          {month(m.month)}: {m.reconciled ? 'reconciled' : `${m.reconciledAccounts} of ${m.accounts} reconciled`}
        </Badge>
      ))}
    </div>
  )
}

function AccountsCard({ orgId, data }: { orgId: string; data: Overview }) {
  const [form, setForm] = useState({ accountChartId: '', plaidBankAccountId: '' })
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const path = { organizationId: orgId }
  const add = useOrgMutation(orgId, () =>
    api.POST('/api/organizations/{organizationId}/reconciliation/accounts', {
      params: { path },
      body: { accountChartId: form.accountChartId, plaidBankAccountId: form.plaidBankAccountId || null },
    }),
  )
  const toggle = useOrgMutation(orgId, (v: { id: string; inactive: boolean }) =>
    api.PATCH('/api/organizations/{organizationId}/reconciliation/accounts/{accountId}', {
      params: { path: { ...path, accountId: v.id } },
      body: { inactive: v.inactive },
    }),
  )
  const mapped = new Set(data.accounts.map((a) => a.accountChartId))
  const free = data.ledgerAccounts.filter((a) => !mapped.has(a.id))
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">Statement accounts</h2>
      {data.accounts.length === 0 ? (
        <p className="mb-4 text-sm text-slate-600">
          No account has statements yet: add the ledger's bank and card accounts.
        </p>
      ) : (
        <Table data-testid="statement-accounts">
          <TableHeader>
            <TableRow>
              <TableHead>Ledger account</TableHead>
              <TableHead>Feed account</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.accounts.map((a) => (
              <TableRow key={a.id}>
                <TableCell className="font-medium">{a.accountChartName}</TableCell>
                <TableCell>
                  {a.feedAccountName ? `${a.feedAccountName} ····${a.feedAccountMask ?? ''}` : 'No feed'}
                </TableCell>
                <TableCell>{a.inactive ? <Badge>Inactive</Badge> : <Badge tone="success">Active</Badge>}</TableCell>
                <TableCell className="text-right">
                  <Button size="sm" variant="ghost" onClick={() => toggle.mutate({ id: a.id, inactive: !a.inactive })}>
                    {a.inactive ? 'Mark active' : 'Mark inactive'}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {free.length > 0 && (
        <form
          className="mt-4 grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
          onSubmit={(e) => {
            e.preventDefault()
            fieldErrors.clear()
            add.mutate(undefined, {
              onSuccess: () => setForm({ accountChartId: '', plaidBankAccountId: '' }),
              onError: (err) => fieldErrors.fromApi(err),
            })
          }}
        >
          <Field label="Ledger account" error={errors.accountChartId ?? errors._}>
            <NativeSelect
              value={form.accountChartId}
              onChange={(e) => setForm({ ...form, accountChartId: e.target.value })}
            >
              <option value="">Choose a bank or card account</option>
              {free.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Feed account" error={errors.plaidBankAccountId}>
            <NativeSelect
              value={form.plaidBankAccountId}
              onChange={(e) => setForm({ ...form, plaidBankAccountId: e.target.value })}
            >
              <option value="">No feed</option>
              {data.feedAccounts.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name} ····{f.mask}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Button type="submit" disabled={!form.accountChartId || add.isPending}>
            Add account
          </Button>
        </form>
      )}
    </Card>
  )
}

function DocumentsCard({
  orgId,
  data,
  onConfirm,
}: {
  orgId: string
  data: Overview
  onConfirm: (d: SupportingDocument) => void
}) {
  const active = data.accounts.filter((a) => !a.inactive)
  const [accountId, setAccountId] = useState('')
  const [plaidStatement, setPlaidStatement] = useState('')
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const path = { organizationId: orgId }
  const account = active.find((a) => a.id === accountId)
  const upload = useOrgMutation(orgId, async (file: File) => {
    const stored = await uploadStatementFile(orgId, file)
    return await readUploadedStatement(orgId, { statementAccountId: accountId, path: stored, fileName: file.name })
  })
  const fromPlaid = useOrgMutation(orgId, () =>
    api.POST('/api/organizations/{organizationId}/reconciliation/documents/plaid', {
      params: { path },
      body: { type: 'plaid-statement', statementAccountId: accountId, bankStatementId: plaidStatement },
    }),
  )
  const [assetReport, setAssetReport] = useState('')
  const fromAssetReport = useOrgMutation(orgId, () => {
    // an asset report covers days, not a statement period: take last calendar month, the one being closed
    const { start, end } = monthBounds(expectedStatementMonth(new Date().toISOString().slice(0, 10)))
    return api.POST('/api/organizations/{organizationId}/reconciliation/documents/plaid', {
      params: { path },
      body: {
        type: 'plaid-asset-report',
        statementAccountId: accountId,
        plaidAssetReportId: assetReport,
        periodStart: start,
        periodEnd: end,
      },
    })
  })
  const done = {
    onSuccess: (d: SupportingDocument) => {
      fieldErrors.clear()
      onConfirm(d)
    },
    onError: (e: unknown) => fieldErrors.fromApi(e),
  }
  const statements = data.plaidStatements.filter((s) => s.bankAccountId === account?.plaidBankAccountId)
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">Statements</h2>
      {active.length === 0 ? (
        <EmptyState title="No statement accounts" description="Add an account above to attach its statements." />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Statement for" error={errors.statementAccountId}>
            <NativeSelect value={accountId} onChange={(e) => setAccountId(e.target.value)}>
              <option value="">Choose an account</option>
              {active.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.accountChartName}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Upload a statement (PDF or CSV)" error={errors.file ?? errors.path ?? errors._}>
            <input
              type="file"
              accept="application/pdf,.pdf,text/csv,.csv"
              disabled={!accountId || upload.isPending}
              className="text-sm"
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file) upload.mutate(file, done)
              }}
            />
          </Field>
          <Field label="Or use a Plaid statement" error={errors.bankStatementId}>
            <div className="flex gap-2">
              <NativeSelect
                value={plaidStatement}
                disabled={statements.length === 0}
                onChange={(e) => setPlaidStatement(e.target.value)}
              >
                <option value="">{statements.length ? 'Choose a month' : 'None for this account'}</option>
                {statements.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.periodStart && s.periodEnd
                      ? formatPeriod(s.periodStart, s.periodEnd)
                      : formatDate(`${s.year}-${String(s.month).padStart(2, '0')}-01`, 'MMMM yyyy')}
                  </option>
                ))}
              </NativeSelect>
              <Button
                type="button"
                variant="outline"
                disabled={!plaidStatement || fromPlaid.isPending}
                onClick={() => fromPlaid.mutate(undefined, done)}
              >
                Use
              </Button>
            </div>
          </Field>
          <Field label="Or last month from a Plaid asset report" error={errors.plaidAssetReportId}>
            <div className="flex gap-2">
              <NativeSelect
                value={assetReport}
                disabled={!account?.plaidBankAccountId || data.plaidAssetReports.length === 0}
                onChange={(e) => setAssetReport(e.target.value)}
              >
                <option value="">{data.plaidAssetReports.length ? 'Choose a report' : 'No asset reports'}</option>
                {data.plaidAssetReports.map((r) => (
                  <option key={r.id} value={r.id} disabled={r.status !== 'ready'}>
                    {formatDate(r.createdAt)} ({r.status})
                  </option>
                ))}
              </NativeSelect>
              <Button
                type="button"
                variant="outline"
                disabled={!assetReport || fromAssetReport.isPending}
                onClick={() => fromAssetReport.mutate(undefined, done)}
              >
                Use
              </Button>
            </div>
          </Field>
        </div>
      )}
      {upload.isPending && <p className="mt-2 text-sm text-slate-500">Reading the statement…</p>}
      {data.documents.length > 0 && (
        <Table className="mt-4" data-testid="supporting-documents">
          <TableHeader>
            <TableRow>
              <TableHead>Document</TableHead>
              <TableHead>Period</TableHead>
              <TableHead numeric>Start balance</TableHead>
              <TableHead numeric>End balance</TableHead>
              <TableHead numeric>Delta</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.documents.map((d) => (
              <TableRow key={d.id}>
                <TableCell>
                  {/* a Plaid document's file name is made up of its period (the next column): its kind names it */}
                  {d.fileUrl ? (
                    <a className="text-brand-700 hover:underline" href={d.fileUrl} target="_blank" rel="noreferrer">
                      {d.type === 'uploaded' ? d.fileName : SUPPORTING_DOCUMENT_LABELS[d.type]}
                    </a>
                  ) : d.type === 'uploaded' ? (
                    d.fileName
                  ) : (
                    SUPPORTING_DOCUMENT_LABELS[d.type]
                  )}
                  {d.type === 'uploaded' && (
                    <div className="text-xs text-slate-500">{SUPPORTING_DOCUMENT_LABELS[d.type]}</div>
                  )}
                </TableCell>
                <TableCell>{formatPeriod(d.periodStart, d.periodEnd)}</TableCell>
                <TableCell numeric>{formatMoney(d.startBalanceCents, { currency: true })}</TableCell>
                <TableCell numeric>{formatMoney(d.endBalanceCents, { currency: true })}</TableCell>
                <TableCell numeric>{formatMoney(d.deltaCents, { currency: true })}</TableCell>
                <TableCell>
                  {d.status === 'confirmed' ? (
                    <Badge tone="success">Confirmed</Badge>
                  ) : (
                    <Button size="sm" onClick={() => onConfirm(d)}>
                      Confirm figures
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  )
}

function ReconciliationsCard({
  data,
  open,
  onOpen,
}: {
  data: Overview
  open: string | null
  onOpen: (id: string | null) => void
}) {
  const names = new Map(data.accounts.map((a) => [a.id, a.accountChartName]))
  if (data.reconciliations.length === 0)
    return (
      <EmptyState
        title="No reconciliations yet"
        description="Confirm a statement's figures to open the reconciliation of its period."
      />
    )
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">Reconciliations</h2>
      <Table data-testid="reconciliations">
        <TableHeader>
          <TableRow>
            <TableHead>Account</TableHead>
            <TableHead>Period</TableHead>
            <TableHead numeric>Statement</TableHead>
            <TableHead numeric>Feed</TableHead>
            <TableHead numeric>Ledger</TableHead>
            <TableHead numeric>Unreconciled</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.reconciliations.map((r) => (
            <TableRow
              key={r.id}
              data-testid="reconciliation-row"
              className="cursor-pointer"
              aria-selected={open === r.id}
              onClick={() => onOpen(open === r.id ? null : r.id)}
            >
              <TableCell className="font-medium">{names.get(r.statementAccountId)}</TableCell>
              <TableCell>{month(r.periodEnd)}</TableCell>
              <TableCell numeric>{formatMoney(r.statementEndingBalanceCents, { currency: true })}</TableCell>
              <TableCell numeric>
                <Delta value={r.feedEndingDeltaCents} />
              </TableCell>
              <TableCell numeric>
                <Delta value={r.ledgerEndingDeltaCents} />
              </TableCell>
              <TableCell numeric>{r.unreconciledFeedCount + r.unreconciledLedgerCount}</TableCell>
              <TableCell>
                {r.reconciledAt ? <Badge tone="success">Reconciled</Badge> : <Badge tone="warning">Open</Badge>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  )
}
