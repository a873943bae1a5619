/**
 * A schedule's upcoming postings and posted entries. A posted entry links to the ledger that holds it (QuickBooks'
 * journal entry page, or the organization's reports for the built-in ledger) and says when it was deleted there;
 * staff may post a deleted period's entry again, once (the job posts it, and its new entry joins the list).
 */
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { TableCell, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { type ScheduleEntry, usePostAgain } from './api.ts'
import { ENTRY_TYPE_LABEL } from './labels.ts'

const QUICKBOOKS_JOURNAL = 'https://app.qbo.intuit.com/app/journal?txnId='
const cents = (dollars: number) => Math.round(dollars * 100)

/** Entries deleted in the ledger and not posted again: what the books are missing. */
export const missingEntries = (entries: ScheduleEntry[]) =>
  entries.filter((e) => e.deletedInLedgerAt && !entries.some((r) => r.replacesJournalEntryId === e.id))

export function EntriesList({
  orgId,
  upcoming,
  entries,
  reportsPath,
  canManage,
}: {
  orgId: string
  upcoming: { periodNumber: number; date: string; amount: number }[]
  entries: ScheduleEntry[]
  reportsPath: string
  canManage: boolean
}) {
  const postAgain = usePostAgain(orgId)
  const missing = new Set(missingEntries(entries).map((e) => e.id))
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-label="Upcoming postings">
        <h3 className="mb-2 text-sm font-semibold text-slate-700">Upcoming postings</h3>
        {upcoming.length === 0 ? (
          <p className="text-sm text-slate-500">Nothing left to post.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {upcoming.map((u) => (
              <li key={u.periodNumber} className="flex justify-between py-1.5">
                <span>
                  Period {u.periodNumber} · {formatDate(u.date, 'MMM d, yyyy')}
                </span>
                <span className="tabular-nums">{formatMoney(cents(u.amount))}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Posted entries">
        <h3 className="mb-2 text-sm font-semibold text-slate-700">Posted entries</h3>
        {entries.length === 0 ? (
          <p className="text-sm text-slate-500">No entry posted yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {entries.map((e) => (
              <li
                key={e.id}
                className="flex flex-wrap items-center justify-between gap-2 py-1.5"
                data-testid="posted-entry"
              >
                <span>
                  {formatDate(e.journalEntryDate, 'MMM d, yyyy')} · {ENTRY_TYPE_LABEL[e.type] ?? e.type}{' '}
                  {e.ledger === 'quickbooks' ? (
                    <a
                      className="text-brand-700 hover:underline"
                      href={`${QUICKBOOKS_JOURNAL}${e.journalEntryId}`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      QuickBooks entry {e.journalEntryId}
                    </a>
                  ) : (
                    <a className="text-brand-700 hover:underline" href={reportsPath}>
                      Journal entry {e.docNumber ?? e.journalEntryId}
                    </a>
                  )}
                  {e.deletedInLedgerAt && (
                    <Badge tone="danger" className="ml-2">
                      Deleted in QuickBooks {formatDate(e.deletedInLedgerAt, 'MMM d')}
                    </Badge>
                  )}
                  {e.replacesJournalEntryId && (
                    <Badge tone="neutral" className="ml-2">
                      Posted again
                    </Badge>
                  )}
                  {missing.has(e.id) && e.repostRequestedAt && (
                    <Badge tone="warning" className="ml-2">
                      Posting again…
                    </Badge>
                  )}
                </span>
                <span className="flex items-center gap-2">
                  {canManage && missing.has(e.id) && !e.repostRequestedAt && e.periodNumber !== null && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={postAgain.isPending}
                      onClick={() =>
                        postAgain.mutate(e.id, {
                          onSuccess: () =>
                            toast.success('Posting the period again', {
                              description: 'Its entry appears here once the ledger has it.',
                            }),
                          onError: (err) => toast.error('Could not post again', { description: err.message }),
                        })
                      }
                    >
                      Post again
                    </Button>
                  )}
                  <span className="tabular-nums">{formatMoney(cents(e.amount))}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

/** A schedule's entries as the row under it when opened, across the table's columns. */
export function EntriesRow({
  columns,
  orgId,
  schedule,
  reportsPath,
  canManage,
}: {
  columns: number
  orgId: string
  schedule: { upcoming: { periodNumber: number; date: string; amount: number }[]; entries: ScheduleEntry[] }
  reportsPath: string
  canManage: boolean
}) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="bg-slate-50">
        <EntriesList
          orgId={orgId}
          upcoming={schedule.upcoming}
          entries={schedule.entries}
          reportsPath={reportsPath}
          canManage={canManage}
        />
      </TableCell>
    </TableRow>
  )
}
