/**
 * Ask My Client data: query keys, list/count queries and the mutations of the API (routes/amc.ts). Screens never keep
 * question state of their own: mutations and realtime events invalidate these keys and the lists refetch.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type ApiData } from '@/lib/api.ts'
import type { TQuestionKind, TQuestionStatus } from '@app/shared/schemas/amc.ts'

/** A question as the lists answer it: with its organization's name and its group's vendor. */
export type Question = ApiData<'get', '/api/amc/questions'>['questions'][number]
export type LedgerAccount = ApiData<'get', '/api/orgs/{orgId}/ledger/accounts'>['QueryResponse']['Account'][number]

export const amcKeys = {
  all: ['amc'] as const,
  org: (orgId: string, status?: TQuestionStatus) => ['amc', 'questions', 'org', orgId, status ?? 'all'] as const,
  orgPrefix: (orgId: string) => ['amc', 'questions', 'org', orgId] as const,
  everywhere: (status?: TQuestionStatus) => ['amc', 'questions', 'all', status ?? 'all'] as const,
  counts: ['amc', 'counts'] as const,
  accounts: (orgId: string) => ['amc', 'ledger', orgId, 'accounts'] as const,
  classes: (orgId: string) => ['amc', 'ledger', orgId, 'classes'] as const,
  files: (orgId: string, folders: string[]) => ['amc', 'files', orgId, ...folders] as const,
}

export function useOrgQuestions(orgId: string | undefined, status?: TQuestionStatus) {
  return useQuery({
    queryKey: amcKeys.org(orgId ?? '', status),
    queryFn: async () =>
      (await api.GET('/api/orgs/{orgId}/amc/questions', { params: { path: { orgId: orgId! }, query: { status } } }))
        .questions,
    enabled: !!orgId,
  })
}

/** Every question the caller may see: assigned organizations for bookkeepers, all of them for admins. */
export function useAllQuestions(status?: TQuestionStatus) {
  return useQuery({
    queryKey: amcKeys.everywhere(status),
    queryFn: async () => (await api.GET('/api/amc/questions', { params: { query: { status } } })).questions,
  })
}

export function useAmcCounts() {
  return useQuery({
    queryKey: amcKeys.counts,
    queryFn: async () => (await api.GET('/api/amc/counts')).counts,
  })
}

export function useLedgerAccounts(orgId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: amcKeys.accounts(orgId ?? ''),
    enabled: !!orgId && enabled,
    staleTime: 5 * 60_000,
    queryFn: async () =>
      (await api.GET('/api/orgs/{orgId}/ledger/accounts', { params: { path: { orgId: orgId! } } })).QueryResponse
        .Account,
  })
}

export function useLedgerClasses(orgId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: amcKeys.classes(orgId ?? ''),
    enabled: !!orgId && enabled,
    staleTime: 5 * 60_000,
    queryFn: async () =>
      (
        await api.GET('/api/orgs/{orgId}/ledger/lists/{list}', {
          params: { path: { orgId: orgId!, list: 'classes' } },
        })
      ).QueryResponse.Class ?? [],
  })
}

/** Every AMC mutation refreshes every AMC list: a change may move a question between filters and counts. */
function useAmcMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: amcKeys.all }) })
}

export type AnswerBody = { answers: Record<string, unknown>; response?: string }

export const useAnswerQuestion = () =>
  useAmcMutation((v: AnswerBody & { id: string; version: number }) =>
    api.POST('/api/amc/questions/{id}/answer', {
      params: { path: { id: v.id } },
      body: { answers: v.answers, response: v.response, version: v.version },
    }),
  )

export const useAnswerGroup = () =>
  useAmcMutation((v: AnswerBody & { groupId: string; versions: Record<string, number> }) =>
    api.POST('/api/amc/groups/{id}/answer', {
      params: { path: { id: v.groupId } },
      body: { answers: v.answers, response: v.response, versions: v.versions },
    }),
  )

export const useSetGrouping = () =>
  useAmcMutation((v: { id: string; ungrouped: boolean; version: number }) =>
    api.POST('/api/amc/questions/{id}/grouping', {
      params: { path: { id: v.id } },
      body: { ungrouped: v.ungrouped, version: v.version },
    }),
  )

export const useGiveFeedback = () =>
  useAmcMutation((v: { id: string; bookkeeperFeedback: string; reask: boolean; version: number }) =>
    api.POST('/api/amc/questions/{id}/feedback', {
      params: { path: { id: v.id } },
      body: { bookkeeperFeedback: v.bookkeeperFeedback, reask: v.reask, version: v.version },
    }),
  )

export const useSetStatus = () =>
  useAmcMutation((v: { id: string; status: TQuestionStatus; version: number }) =>
    api.POST('/api/amc/questions/{id}/status', {
      params: { path: { id: v.id } },
      body: { status: v.status, version: v.version },
    }),
  )

export const useSetKinds = () =>
  useAmcMutation((v: { id: string; questions: TQuestionKind[]; version: number }) =>
    api.POST('/api/amc/questions/{id}/questions', {
      params: { path: { id: v.id } },
      body: { questions: v.questions, version: v.version },
    }),
  )

export const useCategorize = () =>
  useAmcMutation(
    (v: { id: string; account: { id: string; name: string }; classId?: string; note?: string; version: number }) =>
      api.POST('/api/amc/questions/{id}/categorize', {
        params: { path: { id: v.id } },
        body: { account: v.account, classId: v.classId, note: v.note, version: v.version },
      }),
  )
