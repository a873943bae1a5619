/**
 * Ask My Client data: query keys, list/count queries and the mutations of the API (routes/amc.ts). Screens never keep
 * question state of their own: mutations and realtime events invalidate these keys and the lists refetch.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api.ts'
import type { TAmcQuestion, TQuestionKind, TQuestionStatus } from '@app/shared/schemas/amc.ts'

export type Question = TAmcQuestion & { organizationName: string; groupVendorName: string | null }
export type LedgerAccount = {
  Id: string
  Name: string
  FullyQualifiedName: string
  AccountType: string
  Active: boolean
}
export type LedgerClass = { Id: string; Name: string; FullyQualifiedName: string; Active: boolean }

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

const statusQuery = (status?: TQuestionStatus) => (status ? `?status=${status}` : '')

export function useOrgQuestions(orgId: string | undefined, status?: TQuestionStatus) {
  return useQuery({
    queryKey: amcKeys.org(orgId ?? '', status),
    queryFn: async () =>
      (await api.get<{ questions: Question[] }>(`/orgs/${orgId}/amc/questions${statusQuery(status)}`)).questions,
    enabled: !!orgId,
  })
}

/** Every question the caller may see: assigned organizations for bookkeepers, all of them for admins. */
export function useAllQuestions(status?: TQuestionStatus) {
  return useQuery({
    queryKey: amcKeys.everywhere(status),
    queryFn: async () => (await api.get<{ questions: Question[] }>(`/amc/questions${statusQuery(status)}`)).questions,
  })
}

export function useAmcCounts() {
  return useQuery({
    queryKey: amcKeys.counts,
    queryFn: async () => (await api.get<{ counts: Record<string, Record<string, number>> }>('/amc/counts')).counts,
  })
}

export function useLedgerAccounts(orgId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: amcKeys.accounts(orgId ?? ''),
    enabled: !!orgId && enabled,
    staleTime: 5 * 60_000,
    queryFn: async () =>
      (await api.get<{ QueryResponse: { Account?: LedgerAccount[] } }>(`/orgs/${orgId}/ledger/accounts`)).QueryResponse
        .Account ?? [],
  })
}

export function useLedgerClasses(orgId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: amcKeys.classes(orgId ?? ''),
    enabled: !!orgId && enabled,
    staleTime: 5 * 60_000,
    queryFn: async () =>
      (await api.get<{ QueryResponse: { Class?: LedgerClass[] } }>(`/orgs/${orgId}/ledger/lists/classes`)).QueryResponse
        .Class ?? [],
  })
}

type One = { question: TAmcQuestion }

/** Every AMC mutation refreshes every AMC list: a change may move a question between filters and counts. */
function useAmcMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: amcKeys.all }) })
}

export type AnswerBody = { answers: Record<string, unknown>; response?: string }

export const useAnswerQuestion = () =>
  useAmcMutation((v: AnswerBody & { id: string; version: number }) =>
    api.post<One>(`/amc/questions/${v.id}/answer`, { answers: v.answers, response: v.response, version: v.version }),
  )

export const useAnswerGroup = () =>
  useAmcMutation((v: AnswerBody & { groupId: string; versions: Record<string, number> }) =>
    api.post<{ questions: TAmcQuestion[] }>(`/amc/groups/${v.groupId}/answer`, {
      answers: v.answers,
      response: v.response,
      versions: v.versions,
    }),
  )

export const useSetGrouping = () =>
  useAmcMutation((v: { id: string; ungrouped: boolean; version: number }) =>
    api.post<One>(`/amc/questions/${v.id}/grouping`, { ungrouped: v.ungrouped, version: v.version }),
  )

export const useGiveFeedback = () =>
  useAmcMutation((v: { id: string; bookkeeperFeedback: string; reask: boolean; version: number }) =>
    api.post<One>(`/amc/questions/${v.id}/feedback`, {
      bookkeeperFeedback: v.bookkeeperFeedback,
      reask: v.reask,
      version: v.version,
    }),
  )

export const useSetStatus = () =>
  useAmcMutation((v: { id: string; status: TQuestionStatus; version: number }) =>
    api.post<One>(`/amc/questions/${v.id}/status`, { status: v.status, version: v.version }),
  )

export const useSetKinds = () =>
  useAmcMutation((v: { id: string; questions: TQuestionKind[]; version: number }) =>
    api.post<One>(`/amc/questions/${v.id}/questions`, { questions: v.questions, version: v.version }),
  )

export const useCategorize = () =>
  useAmcMutation(
    (v: { id: string; account: { id: string; name: string }; classId?: string; note?: string; version: number }) =>
      api.post<One>(`/amc/questions/${v.id}/categorize`, {
        account: v.account,
        classId: v.classId,
        note: v.note,
        version: v.version,
      }),
  )
