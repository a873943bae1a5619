/**
 * Month-end close data: a client's variance analyses, one analysis with its notes, the transactions behind a line, the
 * books tracker, and their mutations. Screens keep no close state: mutations and broadcasts invalidate these keys —
 * `close_changed` on the client's topic for the workspace, and on the person's own user topic (with the questions' and
 * reconciliations' own events, which move tracker states too) for the tracker across clients.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type ApiBody, type ApiData, type ApiQuery } from '@/lib/api.ts'
import { useOwnTopic, useRealtimeInvalidate } from '@/lib/realtime.ts'
import { editHistoryKey } from '../edit-history/edited-mark.tsx'

export type Analyses = ApiData<'get', '/api/organizations/{organizationId}/variance-analyses'>
export type Analysis = ApiData<'get', '/api/organizations/{organizationId}/variance-analyses/{analysisId}'>
export type Line = Analysis['profitAndLoss'][number]
export type Note = Analysis['notes'][number]
export type Tracker = ApiData<'get', '/api/books-tracker'>
export type TrackerRow = Tracker['rows'][number]
export type TrackerQuery = ApiQuery<'get', '/api/books-tracker'>
export type SharedNotes = ApiData<'get', '/api/organizations/{organizationId}/shared-variance-notes'>
export type SharedThread = SharedNotes['months'][number]['threads'][number]
type CreateBody = ApiBody<'post', '/api/organizations/{organizationId}/variance-analyses'>
type UpdateBody = ApiBody<'patch', '/api/organizations/{organizationId}/variance-analyses/{analysisId}'>
type NoteBody = ApiBody<'post', '/api/organizations/{organizationId}/variance-analyses/{analysisId}/notes'>
type NotePatch = ApiBody<'patch', '/api/organizations/{organizationId}/variance-notes/{noteId}'>
type TrackingBody = ApiBody<'put', '/api/organizations/{organizationId}/books-tracking/{month}'>
export type VarianceAction = 'refresh' | 'send' | 'send-to-bookkeeper' | 'submit' | 'reopen'

export const closeKeys = {
  org: (orgId: string) => ['close', orgId] as const,
  analyses: (orgId: string) => ['close', orgId, 'analyses'] as const,
  analysis: (orgId: string, id: string) => ['close', orgId, 'analysis', id] as const,
  transactions: (orgId: string, id: string, path: string) => ['close', orgId, 'transactions', id, path] as const,
  tracker: ['close', 'tracker'] as const,
  shared: (orgId: string) => ['close', orgId, 'shared'] as const,
}

const TRACKER_EVENTS = ['close_changed', 'amc_question_changed', 'reconciliation_changed']
const TRACKER_KEYS = [[...closeKeys.tracker]]

export function useAnalyses(orgId: string) {
  useRealtimeInvalidate(orgId ? `org:${orgId}` : '', ['close_changed'], [[...closeKeys.org(orgId)]])
  return useQuery({
    queryKey: closeKeys.analyses(orgId),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/variance-analyses', { params: { path: { organizationId: orgId } } }),
    enabled: !!orgId,
  })
}

export function useAnalysis(orgId: string, id: string | null) {
  return useQuery({
    queryKey: closeKeys.analysis(orgId, id ?? ''),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/variance-analyses/{analysisId}', {
        params: { path: { organizationId: orgId, analysisId: id! } },
      }),
    enabled: !!orgId && !!id,
  })
}

export function useTransactionSet(orgId: string, id: string, path: string | null) {
  return useQuery({
    queryKey: closeKeys.transactions(orgId, id, path ?? ''),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/variance-analyses/{analysisId}/transactions', {
        params: { path: { organizationId: orgId, analysisId: id }, query: { path: path! } },
      }),
    enabled: !!path,
  })
}

function useInvalidateOrg(orgId: string) {
  const qc = useQueryClient()
  return () => qc.invalidateQueries({ queryKey: closeKeys.org(orgId) })
}

export function useCreateAnalysis(orgId: string) {
  const done = useInvalidateOrg(orgId)
  return useMutation({
    mutationFn: (body: CreateBody) =>
      api.POST('/api/organizations/{organizationId}/variance-analyses', {
        params: { path: { organizationId: orgId } },
        body,
      }),
    onSuccess: done,
  })
}

export function useUpdateAnalysis(orgId: string, id: string) {
  const done = useInvalidateOrg(orgId)
  return useMutation({
    mutationFn: (body: UpdateBody) =>
      api.PATCH('/api/organizations/{organizationId}/variance-analyses/{analysisId}', {
        params: { path: { organizationId: orgId, analysisId: id } },
        body,
      }),
    onSuccess: done,
  })
}

export function useAnalysisAction(orgId: string, id: string) {
  const done = useInvalidateOrg(orgId)
  return useMutation({
    mutationFn: (action: VarianceAction) =>
      api.POST('/api/organizations/{organizationId}/variance-analyses/{analysisId}/actions/{action}', {
        params: { path: { organizationId: orgId, analysisId: id, action } },
      }),
    onSuccess: done,
  })
}

export function useCreateNote(orgId: string, id: string) {
  const done = useInvalidateOrg(orgId)
  return useMutation({
    mutationFn: (body: NoteBody) =>
      api.POST('/api/organizations/{organizationId}/variance-analyses/{analysisId}/notes', {
        params: { path: { organizationId: orgId, analysisId: id } },
        body,
      }),
    onSuccess: done,
  })
}

export function useUpdateNote(orgId: string) {
  const done = useInvalidateOrg(orgId)
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: string; body: NotePatch }) =>
      api.PATCH('/api/organizations/{organizationId}/variance-notes/{noteId}', {
        params: { path: { organizationId: orgId, noteId } },
        body,
      }),
    onSuccess: (_, v) => (v.body.resolved === undefined ? undefined : done()),
  })
}

export function useTracker(query: TrackerQuery) {
  useRealtimeInvalidate(useOwnTopic(), TRACKER_EVENTS, TRACKER_KEYS)
  return useQuery({
    queryKey: [...closeKeys.tracker, query],
    queryFn: () => api.GET('/api/books-tracker', { params: { query } }),
  })
}

export function useUpdateTracking() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ orgId, month, body }: { orgId: string; month: string; body: TrackingBody }) =>
      api.PUT('/api/organizations/{organizationId}/books-tracking/{month}', {
        params: { path: { organizationId: orgId, month } },
        body,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: closeKeys.tracker }),
  })
}

/**
 * The notes the firm shared with the client (the client's Month-end notes): a note or reply written anywhere in the
 * organization's close broadcasts `close_changed` on its topic, which the client's members may hear.
 */
export function useSharedNotes(orgId: string | undefined) {
  useRealtimeInvalidate(orgId ? `org:${orgId}` : '', ['close_changed'], [[...closeKeys.shared(orgId ?? '')]])
  return useQuery({
    queryKey: closeKeys.shared(orgId ?? ''),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/shared-variance-notes', {
        params: { path: { organizationId: orgId! } },
      }),
    enabled: !!orgId,
  })
}

export function useEditOwnReply(orgId: string) {
  const done = useInvalidateOrg(orgId)
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ noteId, content }: { noteId: string; content: string }) =>
      api.PATCH('/api/organizations/{organizationId}/shared-variance-notes/{noteId}', {
        params: { path: { organizationId: orgId, noteId } },
        body: { content },
      }),
    onSuccess: (_r, { noteId }) => {
      client.invalidateQueries({ queryKey: editHistoryKey('variance_note', noteId) })
      return done()
    },
  })
}

export function useReplyToSharedNote(orgId: string) {
  const done = useInvalidateOrg(orgId)
  return useMutation({
    mutationFn: ({ noteId, content }: { noteId: string; content: string }) =>
      api.POST('/api/organizations/{organizationId}/shared-variance-notes/{noteId}/replies', {
        params: { path: { organizationId: orgId, noteId } },
        body: { content },
      }),
    onSuccess: done,
  })
}

/** Section: adjustments. Propose (or post at once) on a line; post a proposal, reverse a posted one. */
export type Adjustment = Analysis['adjustments'][number]
type AdjustmentBody = ApiBody<'post', '/api/organizations/{organizationId}/variance-analyses/{analysisId}/adjustments'>

export function useAdjust(orgId: string, id: string) {
  const done = useInvalidateOrg(orgId)
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: AdjustmentBody) =>
      api.POST('/api/organizations/{organizationId}/variance-analyses/{analysisId}/adjustments', {
        params: { path: { organizationId: orgId, analysisId: id } },
        body,
      }),
    onSuccess: () => {
      done()
      qc.invalidateQueries({ queryKey: ['product-entries', orgId] })
    },
  })
}

export function useAdjustmentStep(orgId: string, id: string) {
  const done = useInvalidateOrg(orgId)
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ adjustmentId, step }: { adjustmentId: string; step: 'post' | 'reverse' }) =>
      api.POST('/api/organizations/{organizationId}/variance-analyses/{analysisId}/adjustments/{adjustmentId}/{step}', {
        params: { path: { organizationId: orgId, analysisId: id, adjustmentId, step } },
      }),
    onSuccess: () => {
      done()
      qc.invalidateQueries({ queryKey: ['product-entries', orgId] })
    },
  })
}
