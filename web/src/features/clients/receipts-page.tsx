/**
 * Receipts of the organizations the staff member works on (/admin/receipts, /bookkeeper/receipts): filter by client,
 * open or download the file, and upload a receipt on a client's behalf (Storage bucket 'files', '<orgId>/receipts/').
 */
import { useMemo, useRef, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { FILES_BUCKET } from '@app/shared/schemas/files.ts'
import { api } from '@/lib/api.ts'
import { supabase } from '@/lib/supabase.ts'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useOrganizations } from '@/lib/organizations.ts'
import { PageHeader, QueryState } from '@/components/page.tsx'

export function ReceiptsPage() {
  const qc = useQueryClient()
  const orgs = useOrganizations()
  const [orgId, setOrgId] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const receipts = useQuery({
    queryKey: ['receipts', orgId],
    queryFn: async () =>
      (await api.GET('/api/receipts', { params: { query: { organizationId: orgId || undefined } } })).receipts,
  })
  const upload = useMutation({
    mutationFn: async ({ organizationId, file }: { organizationId: string; file: File }) => {
      const safe = file.name.replace(/[^A-Za-z0-9._-]+/g, '-') || 'receipt'
      const path = `${organizationId}/receipts/${crypto.randomUUID()}-${safe}`
      const { error } = await supabase.storage
        .from(FILES_BUCKET)
        .upload(path, file, { contentType: file.type || 'application/octet-stream' })
      if (error) throw new Error(`Upload failed: ${error.message}`)
      const row = await api.POST('/api/files', {
        body: { organizationId, path, title: file.name, description: 'Receipt' },
      })
      return api.POST('/api/receipts', { body: { organizationId, fileId: row.id } })
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['receipts'] }),
  })
  const rows = receipts.data ?? []
  const orgList = useMemo(() => orgs.data ?? [], [orgs.data])

  return (
    <>
      <PageHeader
        title="Receipts"
        description="Receipts clients sent by email or uploaded, matched to their organization."
        actions={
          <>
            <input
              ref={input}
              type="file"
              className="sr-only"
              aria-label="Receipt file"
              accept="image/*,application/pdf"
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file && orgId)
                  upload.mutate(
                    { organizationId: orgId, file },
                    {
                      onSuccess: () => toast.success('Receipt uploaded'),
                      onError: (err) => toast.error('Upload failed', { description: err.message }),
                    },
                  )
              }}
            />
            {!orgId && (
              <span id="receipt-upload-hint" className="text-sm text-slate-500">
                Choose a client below to upload a receipt for them.
              </span>
            )}
            <Button
              disabled={!orgId || upload.isPending}
              aria-describedby={orgId ? undefined : 'receipt-upload-hint'}
              onClick={() => input.current?.click()}
            >
              {upload.isPending ? 'Uploading…' : 'Upload receipt'}
            </Button>
          </>
        }
      />
      <Card>
        <div className="flex items-center gap-3 border-b border-slate-100 px-5 py-3">
          <NativeSelect
            value={orgId}
            onChange={(e) => setOrgId(e.target.value)}
            aria-label="Client"
            className="max-w-xs"
          >
            <option value="">All clients</option>
            {orgList.map((o) => (
              <option key={o.id} value={o.id}>
                {o.legalName}
              </option>
            ))}
          </NativeSelect>
          <span className="text-sm text-slate-500">
            {receipts.data ? `${rows.length} receipt${rows.length === 1 ? '' : 's'}` : ''}
          </span>
        </div>
        <QueryState query={receipts} label="Loading receipts">
          {rows.length === 0 ? (
            <div className="p-5">
              <EmptyState
                title="No receipts yet"
                description="Receipts appear here when clients email or upload them."
              />
            </div>
          ) : (
            <Table data-testid="receipts-table">
              <TableHeader>
                <TableRow>
                  <TableHead>Receipt</TableHead>
                  <TableHead>Client</TableHead>
                  <TableHead>From</TableHead>
                  <TableHead>Read</TableHead>
                  <TableHead>Transaction</TableHead>
                  <TableHead>Received</TableHead>
                  <TableHead>
                    <span className="sr-only">Open</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} data-testid="receipt-row">
                    <TableCell className="font-medium">
                      {r.file.title}
                      {r.file.extension && (
                        <span className="ml-2 text-xs uppercase text-slate-400">{r.file.extension}</span>
                      )}
                    </TableCell>
                    <TableCell>{r.organizationName}</TableCell>
                    <TableCell className="text-xs">
                      {r.source === 'email' ? `Emailed by ${r.sender ?? 'unknown'}` : 'Uploaded'}
                    </TableCell>
                    <TableCell className="text-xs">
                      {r.reading?.amountCents != null
                        ? [
                            r.reading.vendor,
                            formatMoney(r.reading.amountCents, { currency: true }),
                            r.reading.date && formatDate(r.reading.date),
                          ]
                            .filter(Boolean)
                            .join(' · ')
                        : (r.reading?.note ?? '—')}
                    </TableCell>
                    <TableCell className="text-xs" data-testid="receipt-match">
                      {r.reading?.transaction
                        ? `${r.reading.transaction.description ?? 'Transaction'} · ${formatMoney(Math.abs(r.reading.transaction.amountCents), { currency: true })} · ${formatDate(r.reading.transaction.date)}`
                        : r.reading?.matched
                          ? 'Matched to a transaction not shared with you'
                          : 'Not matched'}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDate(r.createdAt)}</TableCell>
                    <TableCell className="text-right">
                      {r.file.previewUrl ? (
                        <span className="inline-flex gap-2">
                          <Button asChild size="sm" variant="ghost">
                            <a href={r.file.previewUrl} target="_blank" rel="noreferrer">
                              Open
                            </a>
                          </Button>
                          {r.file.downloadUrl && (
                            <Button asChild size="sm" variant="ghost">
                              <a href={r.file.downloadUrl}>Download</a>
                            </Button>
                          )}
                        </span>
                      ) : (
                        <span className="text-xs text-slate-400">File unavailable</span>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryState>
      </Card>
      <ReceiptEmails orgId={orgId} />
    </>
  )
}

/** Mails sent to a client's receipt address that filed nothing, each with why (no attachment, an unknown sender …). */
function ReceiptEmails({ orgId }: { orgId: string }) {
  const emails = useQuery({
    queryKey: ['receipts', 'emails', orgId],
    queryFn: async () =>
      (await api.GET('/api/receipts/emails', { params: { query: { organizationId: orgId || undefined } } })).emails,
  })
  const unfiled = (emails.data ?? []).filter((e) => e.outcome !== 'filed' || e.skipped.length > 0)
  if (unfiled.length === 0) return null
  return (
    <Card className="mt-6">
      <h2 className="border-b border-slate-100 px-5 py-3 text-sm font-semibold text-slate-900">
        Receipt emails not filed
      </h2>
      <Table data-testid="receipt-emails">
        <TableHeader>
          <TableRow>
            <TableHead>From</TableHead>
            <TableHead>Subject</TableHead>
            <TableHead>What happened</TableHead>
            <TableHead>Received</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {unfiled.map((e) => (
            <TableRow key={e.id} data-testid="receipt-email-row">
              <TableCell className="text-xs">{e.sender ?? '—'}</TableCell>
              <TableCell className="text-xs">{e.subject ?? '—'}</TableCell>
              <TableCell className="text-xs">
                {[e.outcome === 'filed' ? null : e.message, ...e.skipped].filter(Boolean).join(' ')}
              </TableCell>
              <TableCell className="whitespace-nowrap text-xs">{formatDate(e.receivedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  )
}
