/**
 * /onboarding/bank-accounts-user-permissions (organization admins): who may see what. One row per bank account of
 * the organization and one each for the payments provider (Stripe), the card provider (Ramp) and payroll; one
 * column for the bookkeeping team (organizations.metadata.userPermissions) and one per client user who is not an
 * organization admin (data_permissions). The whole grid is checked with the API's own schema and saved in one call.
 */
import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import {
  DATA_PERMISSION_KINDS,
  DATA_PERMISSION_LABELS,
  type TDataPermissionGrants,
  type TDataPermissionKind,
  type TDataPermissions,
  ZSaveDataPermissionsRequestSchema,
} from '@app/shared/schemas/data-permissions.ts'
import { ApiError } from '@/lib/api.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { useDataPermissions, useSaveDataPermissions } from './api.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'

type Draft = { team: TDataPermissionGrants; users: Record<string, TDataPermissionGrants> }
type Row = { key: string; label: string; detail: string; account?: string; kind?: TDataPermissionKind }
const TEAM = 'Your bookkeeping team'

const draftOf = (g: TDataPermissions): Draft => ({
  team: g.team,
  users: Object.fromEntries(g.users.map((u) => [u.userId, u.grants])),
})

function ticked(grants: TDataPermissionGrants, row: Row) {
  if (row.kind) return grants[row.kind]
  return grants.bankAccounts.some((a) => a.bankAccountId === row.account && a.permissionGiven)
}

function toggled(grants: TDataPermissionGrants, row: Row, on: boolean): TDataPermissionGrants {
  if (row.kind) return { ...grants, [row.kind]: on }
  // the API lists every account in the grid's order; an account added since keeps its place at the end
  const known = grants.bankAccounts.some((a) => a.bankAccountId === row.account)
  const bankAccounts = known
    ? grants.bankAccounts.map((a) => (a.bankAccountId === row.account ? { ...a, permissionGiven: on } : a))
    : [...grants.bankAccounts, { bankAccountId: row.account!, permissionGiven: on }]
  return { ...grants, bankAccounts }
}

function Grid({ orgId, grid }: { orgId: string; grid: TDataPermissions }) {
  const save = useSaveDataPermissions(orgId)
  // `base` is the grid the draft started from; a refetch (a new account arrives live) replaces an unedited draft
  // and leaves one being edited alone
  const [base, setBase] = useState(grid)
  const [draft, setDraft] = useState<Draft>(() => draftOf(grid))
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(draftOf(base)), [draft, base])
  if (grid !== base && !dirty) {
    setBase(grid)
    setDraft(draftOf(grid))
  }

  const rows: Row[] = [
    ...grid.bankAccounts.map((a) => ({
      key: a.id,
      account: a.id,
      label: a.name,
      detail: [a.institution, a.mask ? `•••• ${a.mask}` : null, a.status === 'closed' ? 'closed' : null]
        .filter(Boolean)
        .join(' · '),
    })),
    ...DATA_PERMISSION_KINDS.map((k) => ({
      key: k,
      kind: k,
      label: DATA_PERMISSION_LABELS[k].name,
      detail: `${DATA_PERMISSION_LABELS[k].what}${grid.providers[k] ? '' : ' · not connected'}`,
    })),
  ]
  const columns = [
    { key: 'team', label: TEAM, hint: 'Bookkeepers and reviewers of your books' },
    ...grid.users.map((u) => ({ key: u.userId, label: u.name || u.email, hint: u.email })),
  ]
  const grantsOf = (col: string) => (col === 'team' ? draft.team : draft.users[col])
  const set = (col: string, row: Row, on: boolean) =>
    setDraft((d) =>
      col === 'team'
        ? { ...d, team: toggled(d.team, row, on) }
        : { ...d, users: { ...d.users, [col]: toggled(d.users[col], row, on) } },
    )

  const submit = () => {
    const body = {
      team: draft.team,
      users: Object.entries(draft.users).map(([userId, grants]) => ({ userId, grants })),
    }
    const checked = fieldErrors.check(ZSaveDataPermissionsRequestSchema, body)
    if (!checked) return
    save.mutate(checked, {
      onSuccess: (saved) => {
        setBase(saved)
        setDraft(draftOf(saved))
        toast.success('Permissions saved')
      },
      onError: (e) => {
        if (e instanceof ApiError && Object.keys(e.fields).length) fieldErrors.report(e.fields)
        else toast.error('Could not save the permissions', { description: e.message })
      },
    })
  }

  return (
    <Card>
      {Object.keys(errors).length > 0 && (
        <Alert tone="danger" className="m-4" data-testid="permissions-errors">
          <ul className="list-disc pl-4">
            {[...new Set(Object.values(errors))].map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="overflow-x-auto">
        <Table data-testid="permissions-grid">
          <TableHeader>
            <TableRow>
              <TableHead>Data</TableHead>
              {columns.map((c) => (
                <TableHead key={c.key} className="text-center" title={c.hint}>
                  {c.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.key}>
                <TableCell>
                  <span className="block font-medium text-slate-900">{r.label}</span>
                  <span className="block text-xs text-slate-500">{r.detail}</span>
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.key} className="text-center">
                    <Checkbox
                      aria-label={`${r.label} for ${c.label}`}
                      checked={ticked(grantsOf(c.key), r)}
                      onChange={(e) => set(c.key, r, e.target.checked)}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3">
        <p className="text-xs text-slate-500">
          Organization admins always see everything. A person sees a bank account's balances, transactions and
          statements only when its box is ticked.
        </p>
        <div className="flex gap-2">
          <Button
            variant="ghost"
            disabled={!dirty || save.isPending}
            onClick={() => {
              setBase(grid)
              setDraft(draftOf(grid))
            }}
          >
            Undo changes
          </Button>
          <Button disabled={!dirty || save.isPending} onClick={submit}>
            {save.isPending ? 'Saving…' : 'Save permissions'}
          </Button>
        </div>
      </div>
    </Card>
  )
}

export function DataPermissionsPage() {
  const { orgId, organization } = useCurrentOrg()
  const grid = useDataPermissions(orgId)
  return (
    <>
      <PageHeader
        title="Bank accounts and data permissions"
        description={`Choose who may see ${organization?.legalName ?? 'your organization'}'s bank accounts, payments, card and payroll data: your bookkeeping team and each person on your team who is not an admin.`}
      />
      {!orgId ? (
        <EmptyState title="No organization selected" />
      ) : (
        <QueryState query={grid} label="Loading permissions">
          {grid.data && (
            <div className="flex flex-col gap-4">
              {grid.data.bankAccounts.length === 0 && (
                <Alert tone="info">
                  No bank accounts are connected yet.{' '}
                  <Link className="font-medium underline" to="/accounting/integrations">
                    Connect a bank
                  </Link>{' '}
                  and its accounts appear here.
                </Alert>
              )}
              {grid.data.users.length === 0 && (
                <p className="text-sm text-slate-600">
                  <Badge>Only admins</Badge> Everyone on your team is an admin, so only your bookkeeping team has a
                  column.
                </p>
              )}
              <Grid orgId={orgId} grid={grid.data} />
            </div>
          )}
        </QueryState>
      )}
    </>
  )
}
