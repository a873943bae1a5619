/**
 * Onboarding data for the client's flow and forms and the staff's progress panel: the state (live: an
 * `onboarding_changed` broadcast on the organization's topic, or the staff topic, refetches it), step continues,
 * visits, documents (Storage, then /files, then attached), the booking, form submissions and the cash accounts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TOnboardingStep } from '@app/shared/rules/onboarding-flow.ts'
import type { TFormSlug } from '@app/shared/rules/onboarding-constants.ts'
import { FILES_BUCKET } from '@app/shared/schemas/files.ts'
import type { TOnboardingState } from '@app/shared/schemas/onboarding.ts'
import { api } from '@/lib/api.ts'
import { useOwnTopic, useRealtimeInvalidate } from '@/lib/realtime.ts'
import { supabase } from '@/lib/supabase.ts'

export type { TOnboardingState }

export const onboardingKeys = {
  all: ['onboarding'] as const,
  state: (orgId: string) => ['onboarding', 'state', orgId] as const,
  forms: (orgId: string, slug: TFormSlug) => ['onboarding', 'forms', orgId, slug] as const,
  queue: () => ['onboarding', 'queue'] as const,
  cash: (orgId: string) => ['onboarding', 'cash', orgId] as const,
}

/** Joins the topic that carries the organization's onboarding changes: its own (clients) or the person's (staff). */
export function useOnboardingLive(orgId: string | undefined, staff: boolean) {
  const own = useOwnTopic()
  useRealtimeInvalidate(staff ? own : orgId ? `org:${orgId}` : '', ['onboarding_changed'], [[...onboardingKeys.all]])
}

export function useOnboarding(orgId: string | undefined) {
  return useQuery({
    queryKey: onboardingKeys.state(orgId ?? ''),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/onboarding', { params: { path: { organizationId: orgId ?? '' } } }),
    enabled: !!orgId,
  })
}

export function useOnboardingActions(orgId: string) {
  const qc = useQueryClient()
  const put = (s: TOnboardingState) => qc.setQueryData(onboardingKeys.state(orgId), s)
  const path = { organizationId: orgId }
  return {
    complete: useMutation({
      mutationFn: (v: { step: TOnboardingStep; values?: Record<string, unknown>; skip?: boolean }) =>
        api.POST('/api/organizations/{organizationId}/onboarding/steps/{step}', {
          params: { path: { ...path, step: v.step } },
          body: { values: v.values ?? {}, ...(v.skip ? { skip: true } : {}) },
        }),
      onSuccess: put,
    }),
    visit: useMutation({
      mutationFn: (step: TOnboardingStep) =>
        api.POST('/api/organizations/{organizationId}/onboarding/visit', { params: { path }, body: { step } }),
      onSuccess: put,
    }),
    upload: useMutation({
      mutationFn: async ({ key, file }: { key: string; file: File }) => {
        const safe = file.name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'file'
        const objectPath = `${orgId}/onboarding/${crypto.randomUUID()}-${safe}`
        const { error } = await supabase.storage
          .from(FILES_BUCKET)
          .upload(objectPath, file, { contentType: file.type || 'application/octet-stream' })
        if (error) throw new Error(`Upload failed: ${error.message}`)
        const row = await api.POST('/api/files', {
          body: { organizationId: orgId, path: objectPath, title: file.name },
        })
        return api.POST('/api/organizations/{organizationId}/onboarding/documents', {
          params: { path },
          body: { key: key as never, fileId: row.id },
        })
      },
      onSuccess: put,
    }),
    book: useMutation({
      mutationFn: (body: { inviteeUuid: string; inviteeEmail: string; eventStartTime: string }) =>
        api.POST('/api/organizations/{organizationId}/onboarding/booking', { params: { path }, body }),
      onSuccess: put,
    }),
  }
}

export function useFormSubmissions(orgId: string, slug: TFormSlug) {
  return useQuery({
    queryKey: onboardingKeys.forms(orgId, slug),
    queryFn: async () =>
      (
        await api.GET('/api/organizations/{organizationId}/onboarding/forms/{formSlug}', {
          params: { path: { organizationId: orgId, formSlug: slug } },
        })
      ).submissions,
    enabled: !!orgId,
  })
}

export function useSubmitForm(orgId: string, slug: TFormSlug) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (amendments: Record<string, string | number | boolean>) =>
      api.POST('/api/organizations/{organizationId}/onboarding/forms/{formSlug}', {
        params: { path: { organizationId: orgId, formSlug: slug } },
        body: { amendments },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}

export function useSubmissionQueue(status?: 'InReview' | 'Approved') {
  return useQuery({
    queryKey: [...onboardingKeys.queue(), status ?? 'all'],
    queryFn: async () =>
      (await api.GET('/api/onboarding/submissions', { params: { query: status ? { status } : {} } })).submissions,
  })
}

export function useApproveSubmission() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.POST('/api/onboarding/submissions/{id}/approve', { params: { path: { id } } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}

export function useCashAccounts(orgId: string | undefined) {
  return useQuery({
    queryKey: onboardingKeys.cash(orgId ?? ''),
    queryFn: async () =>
      (
        await api.GET('/api/organizations/{organizationId}/onboarding/cash-accounts', {
          params: { path: { organizationId: orgId ?? '' } },
        })
      ).accounts,
    enabled: !!orgId,
  })
}

export function useSaveCashAccounts(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (accountNames: string[]) =>
      api.PUT('/api/organizations/{organizationId}/onboarding/cash-accounts', {
        params: { path: { organizationId: orgId } },
        body: { accountNames },
      }),
    onSuccess: (r) => qc.setQueryData(onboardingKeys.cash(orgId), r.accounts),
  })
}
