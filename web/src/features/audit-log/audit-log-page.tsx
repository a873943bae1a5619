/**
 * /admin/audit-log: every audited change (triggers on the important tables), newest first, for admins and owners.
 * Filter by person, organization, action, actor and dates (whole UTC days); "Show older" pages on. Each action and
 * its change are said in people's words (shared/rules/audit-log.ts); the database's own record (action, statement,
 * values) waits behind a "Details" disclosure.
 */
import { useState, type FormEvent } from 'react'
import { ZAuditLogFilterFormSchema, type TAuditLogEntry, type TAuditLogFilters } from '@app/shared/schemas/audit-log.ts'
import { AUDIT_TABLE_LABELS, describeAuditAction } from '@app/shared/rules/audit-log.ts'
import { formatDate } from '@/lib/format.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { useUsers } from '@/lib/users.ts'
import { useOrganizations } from '@/lib/organizations.ts'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { personName } from '@/lib/format.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { useAuditLog } from './api.ts'

/** The actions offered by the filter: each audited table's add, change and remove, by their words. */
const ACTIONS = Object.keys(AUDIT_TABLE_LABELS)
  .flatMap((t) => ['insert', 'update', 'delete'].map((op) => `${op} ${t}`))
  .map((action) => ({ action, label: describeAuditAction(action) }))
  .sort((a, b) => a.label.localeCompare(b.label))

function Filters({ onApply }: { onApply: (f: TAuditLogFilters) => void }) {
  const users = useUsers()
  const orgs = useOrganizations()
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const raw = Object.fromEntries(
      [...new FormData(e.currentTarget)].filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
    )
    const parsed = fieldErrors.check(ZAuditLogFilterFormSchema, raw)
    if (!parsed) return
    onApply(parsed)
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      onReset={() => {
        fieldErrors.clear()
        onApply({})
      }}
      aria-label="Audit log filters"
      className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(6,minmax(0,1fr))_auto]"
    >
      <Field label="Person" error={errors.userId}>
        <NativeSelect name="userId" defaultValue="">
          <option value="">Anyone</option>
          {(users.data ?? []).map((u) => (
            <option key={u.id} value={u.id}>
              {personName(u)} ({u.email})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Organization" error={errors.organizationId}>
        <NativeSelect name="organizationId" defaultValue="">
          <option value="">Any</option>
          {(orgs.data ?? []).map((o) => (
            <option key={o.id} value={o.id}>
              {o.legalName}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Action" error={errors.action}>
        <NativeSelect name="action" defaultValue="">
          <option value="">Any</option>
          {ACTIONS.map((a) => (
            <option key={a.action} value={a.action}>
              {a.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Done by" error={errors.actor}>
        <NativeSelect name="actor" defaultValue="">
          <option value="">People and the system</option>
          <option value="user">People</option>
          <option value="system">The system</option>
        </NativeSelect>
      </Field>
      <Field label="From" error={errors.from}>
        <Input name="from" type="date" />
      </Field>
      <Field label="To" error={errors.to}>
        <Input name="to" type="date" />
      </Field>
      <div className="flex gap-2">
        <Button type="submit">Apply</Button>
        <Button type="reset" variant="outline">
          Clear
        </Button>
      </div>
    </form>
  )
}

function Entry({ e }: { e: TAuditLogEntry }) {
  return (
    <TableRow data-testid="audit-entry">
      <TableCell className="whitespace-nowrap text-xs text-slate-600">
        {formatDate(e.createdAt, 'MMM d, yyyy HH:mm:ss')}
      </TableCell>
      <TableCell>
        {e.actor === 'system' ? (
          <Badge>System</Badge>
        ) : (
          <>
            <p className="text-sm font-medium text-slate-900">{e.userName ?? e.userEmail ?? 'Former user'}</p>
            {e.userEmail && <p className="text-xs text-slate-500">{e.userEmail}</p>}
          </>
        )}
      </TableCell>
      <TableCell className="text-sm">
        {e.organizationName ?? (e.organizationId ? 'Deleted organization' : '—')}
      </TableCell>
      <TableCell className="text-sm">{describeAuditAction(e.action)}</TableCell>
      <TableCell className="max-w-xl text-sm">
        <p className="break-words">{e.summary}</p>
        {/* the database's own record, for admins who need the exact statement: program values, kept out of sight */}
        <details data-raw-values className="mt-1 text-xs text-slate-500">
          <summary className="cursor-pointer">Details</summary>
          <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2">
            {e.action}
            {e.query && `\n\n${e.query}`}
            {'\n\n'}
            {JSON.stringify(e.queryValues, null, 2)}
          </pre>
        </details>
      </TableCell>
      <TableCell numeric>{e.resultRows}</TableCell>
    </TableRow>
  )
}

export function AuditLogPage() {
  const [filters, setFilters] = useState<TAuditLogFilters>({})
  const log = useAuditLog(filters)
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? []
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change to organizations, people, access and settings: who (or the system) did what, and when."
      />
      <Card className="mb-4">
        <CardContent className="pt-5">
          <Filters onApply={setFilters} />
        </CardContent>
      </Card>
      <Card>
        <QueryState query={log} label="Loading the audit log">
          {entries.length === 0 ? (
            <div className="p-5">
              <EmptyState
                title="Nothing recorded for these filters"
                description="Try a wider date range or clear the filters."
              />
            </div>
          ) : (
            <Table aria-label="Audit log">
              <TableHeader>
                <TableRow>
                  <TableHead>When</TableHead>
                  <TableHead>Who</TableHead>
                  <TableHead>Organization</TableHead>
                  <TableHead>Action</TableHead>
                  <TableHead>What changed</TableHead>
                  <TableHead numeric>Rows</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {entries.map((e) => (
                  <Entry key={e.id} e={e} />
                ))}
              </TableBody>
            </Table>
          )}
        </QueryState>
        {log.hasNextPage && (
          <div className="flex justify-center border-t border-slate-100 p-3">
            <Button variant="outline" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {log.isFetchingNextPage ? 'Loading…' : 'Show older'}
            </Button>
          </div>
        )}
      </Card>
    </>
  )
}
