/**
 * Reconciliation data: one client's statements screen, one reconciliation, the tracker across clients, and the
 * mutations. Screens keep no reconciliation state: mutations and `reconciliation_changed` broadcasts (on the
 * client's topic, and on `admins` for the cross-client tracker) invalidate these keys.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { STATEMENT_MAX_BYTES } from '@app/shared/schemas/reconciliation.ts'
import { ApiError, api, type ApiData } from '@/lib/api.ts'
import { useRealtimeInvalidate } from '@/lib/realtime.ts'
import { supabase } from '@/lib/supabase.ts'

export type Overview = ApiData<'get', '/api/organizations/{organizationId}/reconciliation'>
export type Detail = ApiData<
  'get',
  '/api/organizations/{organizationId}/reconciliation/reconciliations/{reconciliationId}'
>
export type SupportingDocument = Overview['documents'][number]
export type Tracker = ApiData<'get', '/api/organizations/{organizationId}/statement-tracker'>['trackers'][number]

export const reconciliationKeys = {
  org: (orgId: string) => ['reconciliation', orgId] as const,
  overview: (orgId: string) => ['reconciliation', orgId, 'overview'] as const,
  detail: (orgId: string, id: string) => ['reconciliation', orgId, 'detail', id] as const,
  trackers: (orgId: string) => ['reconciliation', orgId, 'trackers'] as const,
  across: ['reconciliation', 'across'] as const,
}

export function useLiveOrg(orgId: string) {
  useRealtimeInvalidate(orgId ? `org:${orgId}` : '', ['reconciliation_changed'], [[...reconciliationKeys.org(orgId)]])
}

export function useOverview(orgId: string) {
  useLiveOrg(orgId)
  return useQuery({
    queryKey: reconciliationKeys.overview(orgId),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/reconciliation', { params: { path: { organizationId: orgId } } }),
    enabled: !!orgId,
  })
}

export function useReconciliation(orgId: string, id: string | null) {
  return useQuery({
    queryKey: reconciliationKeys.detail(orgId, id ?? ''),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/reconciliation/reconciliations/{reconciliationId}', {
        params: { path: { organizationId: orgId, reconciliationId: id! } },
      }),
    enabled: !!orgId && !!id,
  })
}

export function useTrackers(orgId: string) {
  return useQuery({
    queryKey: reconciliationKeys.trackers(orgId),
    queryFn: async () =>
      (
        await api.GET('/api/organizations/{organizationId}/statement-tracker', {
          params: { path: { organizationId: orgId } },
        })
      ).trackers,
    enabled: !!orgId,
  })
}

export function useTrackerAcross() {
  return useQuery({ queryKey: reconciliationKeys.across, queryFn: () => api.GET('/api/statement-tracker') })
}

/** A mutation of one client's reconciliation data that refreshes all of it when done. */
export function useOrgMutation<V, R>(orgId: string, fn: (v: V) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: reconciliationKeys.org(orgId) }),
  })
}

const UNSAFE_IN_KEY = /[^A-Za-z0-9._-]+/g

/** Puts a statement file in the 'files' bucket under the client's statements folder; the API reads it from there. */
export async function uploadStatementFile(orgId: string, file: File): Promise<string> {
  if (file.size > STATEMENT_MAX_BYTES)
    throw new Error(
      `${file.name} is larger than ${STATEMENT_MAX_BYTES / 1024 / 1024} MB: upload the statement of one month`,
    )
  const path = `${orgId}/statements/${crypto.randomUUID().slice(0, 8)}-${file.name.replace(UNSAFE_IN_KEY, '-').slice(-120)}`
  const { error } = await supabase.storage
    .from('files')
    .upload(path, file, { upsert: false, contentType: file.type || 'application/octet-stream' })
  if (error) throw new Error(error.message || `Could not upload ${file.name}`)
  return path
}

const READ_POLL_MS = 500
const READ_WAIT_MS = 120_000

/**
 * Records an uploaded statement and waits while a job reads it (the screen shows "Reading the statement…"): the
 * document to confirm, or the refusal as a field error, like any refused request.
 */
export async function readUploadedStatement(
  orgId: string,
  body: { statementAccountId: string; path: string; fileName: string },
): Promise<SupportingDocument> {
  const path = { organizationId: orgId }
  let upload = await api.POST('/api/organizations/{organizationId}/reconciliation/documents/uploaded', {
    params: { path },
    body,
  })
  const until = Date.now() + READ_WAIT_MS
  while (upload.status === 'processing' && Date.now() < until) {
    await new Promise((r) => setTimeout(r, READ_POLL_MS))
    upload = await api.GET('/api/organizations/{organizationId}/reconciliation/documents/uploads/{uploadId}', {
      params: { path: { ...path, uploadId: upload.id } },
    })
  }
  if (upload.document) return upload.document
  const error = upload.error ?? { message: 'The statement is still being read. Look again in a minute.', path: 'file' }
  throw new ApiError(422, 'unprocessable', error.message, { [error.path]: error.message })
}
