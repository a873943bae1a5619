/**
 * Categorisation data: one client's categorised lines and queue, rules, settings, the AI report and vendors, and the
 * mutations. Screens keep no categorisation state: mutations and `categorisation_changed` broadcasts (clients on
 * their organization's topic, staff on their own user topic) invalidate these keys.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CategorisationFilter } from '@app/shared/rules/categorisation.ts'
import { api, type ApiData } from '@/lib/api.ts'
import { useOwnTopic, useRealtimeInvalidate } from '@/lib/realtime.ts'

export type LinesResponse = ApiData<'get', '/api/organizations/{organizationId}/categorisation/lines'>
export type CategorisedLine = LinesResponse['lines'][number]
export type Rule = ApiData<'get', '/api/organizations/{organizationId}/categorisation/rules'>['rules'][number]
export type SplitInput = { accountId: string; percentage: number }

export const categorisationKeys = {
  org: (orgId: string) => ['categorisation', orgId] as const,
  lines: (orgId: string, filter: string, queue: boolean, search = '', offset = 0) =>
    ['categorisation', orgId, 'lines', filter, queue, search, offset] as const,
  rules: (orgId: string) => ['categorisation', orgId, 'rules'] as const,
  report: (orgId: string) => ['categorisation', orgId, 'report'] as const,
  vendors: (orgId: string) => ['categorisation', orgId, 'vendors'] as const,
  settings: (orgId: string) => ['categorisation', orgId, 'settings'] as const,
  uncategorised: (orgId: string) => ['categorisation', orgId, 'uncategorised'] as const,
}

const EVENTS = ['categorisation_changed']

/** Live updates: staff hear every client on their own user topic, a client its organization's topic. */
export function useLiveCategorisation(orgId: string, as: 'staff' | 'client') {
  const own = useOwnTopic()
  useRealtimeInvalidate(orgId ? (as === 'staff' ? own : `org:${orgId}`) : '', EVENTS, [
    [...categorisationKeys.org(orgId)],
  ])
}

/** The books' uncategorised money (shared/rules/uncategorised.ts), live with the organization's categorisation. */
export function useUncategorisedMoney(orgId: string | undefined, as: 'staff' | 'client') {
  useLiveCategorisation(orgId ?? '', as)
  return useQuery({
    queryKey: categorisationKeys.uncategorised(orgId ?? ''),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/categorisation/uncategorised', {
        params: { path: { organizationId: orgId! } },
      }),
    enabled: !!orgId,
  })
}

export function useLines(
  orgId: string,
  opts: {
    filter?: CategorisationFilter
    queue?: boolean
    as: 'staff' | 'client'
    /** a page of the list: its first line and size, and words to look for (the queue takes the first 200) */
    search?: string
    offset?: number
    limit?: number
  },
) {
  useLiveCategorisation(orgId, opts.as)
  const filter = opts.filter ?? 'Total'
  const queue = opts.queue ?? false
  const search = opts.search?.trim() ?? ''
  const offset = opts.offset ?? 0
  return useQuery({
    queryKey: categorisationKeys.lines(orgId, filter, queue, search, offset),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/categorisation/lines', {
        params: {
          path: { organizationId: orgId },
          query: {
            filter,
            queue: queue ? 'true' : 'false',
            limit: opts.limit ?? 200,
            offset,
            ...(search ? { search } : {}),
          },
        },
      }),
    enabled: !!orgId,
    placeholderData: (previous) => previous,
  })
}

export function useRules(orgId: string) {
  return useQuery({
    queryKey: categorisationKeys.rules(orgId),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/categorisation/rules', {
        params: { path: { organizationId: orgId } },
      }),
    enabled: !!orgId,
  })
}

export function useReport(orgId: string) {
  useLiveCategorisation(orgId, 'client')
  return useQuery({
    queryKey: categorisationKeys.report(orgId),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/categorisation/report', {
        params: { path: { organizationId: orgId } },
      }),
    enabled: !!orgId,
  })
}

export function useVendors(orgId: string) {
  return useQuery({
    queryKey: categorisationKeys.vendors(orgId),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/categorisation/vendors', {
        params: { path: { organizationId: orgId } },
      }),
    enabled: !!orgId,
  })
}

function useInvalidate(orgId: string) {
  const qc = useQueryClient()
  return () => qc.invalidateQueries({ queryKey: categorisationKeys.org(orgId) })
}

export function useDecide(orgId: string) {
  const done = useInvalidate(orgId)
  return useMutation({
    mutationFn: ({ lineId, accountId, splits }: { lineId: string; accountId?: string; splits?: SplitInput[] }) =>
      api.POST('/api/organizations/{organizationId}/categorisation/lines/{lineId}/decision', {
        params: { path: { organizationId: orgId, lineId } },
        body: { accountId, splits },
      }),
    onSuccess: done,
  })
}

export function useAskClient(orgId: string) {
  const done = useInvalidate(orgId)
  return useMutation({
    mutationFn: (lineId: string) =>
      api.POST('/api/organizations/{organizationId}/categorisation/lines/{lineId}/ask-client', {
        params: { path: { organizationId: orgId, lineId } },
      }),
    onSuccess: done,
  })
}

export function useRun(orgId: string) {
  const done = useInvalidate(orgId)
  return useMutation({
    mutationFn: () =>
      api.POST('/api/organizations/{organizationId}/categorisation/run', {
        params: { path: { organizationId: orgId } },
      }),
    onSuccess: done,
  })
}

export function useCreateRule(orgId: string) {
  const done = useInvalidate(orgId)
  return useMutation({
    mutationFn: (body: { vendor: string; accountId?: string; splits?: SplitInput[] }) =>
      api.POST('/api/organizations/{organizationId}/categorisation/rules', {
        params: { path: { organizationId: orgId } },
        body,
      }),
    onSuccess: done,
  })
}

export function useRuleFromQuestion(orgId: string) {
  const done = useInvalidate(orgId)
  return useMutation({
    mutationFn: (questionId: string) =>
      api.POST('/api/organizations/{organizationId}/categorisation/rules/from-question/{questionId}', {
        params: { path: { organizationId: orgId, questionId } },
      }),
    onSuccess: done,
  })
}

export function useDeleteRule(orgId: string) {
  const done = useInvalidate(orgId)
  return useMutation({
    mutationFn: (ruleId: string) =>
      api.DELETE('/api/organizations/{organizationId}/categorisation/rules/{ruleId}', {
        params: { path: { organizationId: orgId, ruleId } },
      }),
    onSuccess: done,
  })
}

export function useSettings(orgId: string) {
  return useQuery({
    queryKey: categorisationKeys.settings(orgId),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/categorisation/settings', {
        params: { path: { organizationId: orgId } },
      }),
    enabled: !!orgId,
  })
}

export function useUpdateSettings(orgId: string) {
  const done = useInvalidate(orgId)
  return useMutation({
    mutationFn: (body: {
      mode?: 'auto' | 'manual'
      threshold?: number
      aiAutocatEnabled?: boolean
      configs?: { providerId: 'stripe' | 'ramp' | 'plaid'; ingestStartingFrom: string | null; ingestAll: boolean }[]
    }) =>
      api.PATCH('/api/organizations/{organizationId}/categorisation/settings', {
        params: { path: { organizationId: orgId } },
        body,
      }),
    onSuccess: done,
  })
}

export function useAccrued(orgId: string, lineId: string) {
  return useQuery({
    queryKey: [...categorisationKeys.org(orgId), 'accrued', lineId],
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/categorisation/lines/{lineId}/accrued', {
        params: { path: { organizationId: orgId, lineId } },
      }),
    enabled: !!orgId && !!lineId,
  })
}

export function useAccrue(orgId: string, lineId: string) {
  const done = useInvalidate(orgId)
  return useMutation({
    mutationFn: (body: { accruedExpenseDate: string; debitAccountName: string }) =>
      api.POST('/api/organizations/{organizationId}/categorisation/lines/{lineId}/accrued', {
        params: { path: { organizationId: orgId, lineId } },
        body,
      }),
    onSuccess: done,
  })
}
