/**
 * Banking onboarding and settings data (routes/banking-onboarding*.ts): the KYC application with its owners, the
 * company, legal and documents settings. Writes answer with the new state, which replaces the cached one, so the
 * form never shows a stale read after a save.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  TCreateOwnerRequest,
  TSaveApplicationRequest,
  TUpdateCompanySettingsRequest,
} from '@app/shared/schemas/banking-onboarding.ts'
import type { TAgreementKey } from '@app/shared/rules/banking-onboarding.ts'
import { api, type ApiData } from '@/lib/api.ts'
import { cashKeys } from './api.ts'

export type ApplicationState = ApiData<'get', '/api/organizations/{organizationId}/banking/application'>
export type BeneficialOwner = ApplicationState['owners'][number]

const org = (organizationId: string) => ({ params: { path: { organizationId } } })

/**
 * Statuses in which the bank still has to answer: the API asks the core again each time the application is read, so
 * the screen reads it every few seconds. The owners' progress arrives live instead (`banking_changed`, useCashLive).
 */
const ASKING_THE_BANK = new Set(['submitted', 'in_review'])

/** The application with its owners. */
export function useApplication(orgId: string) {
  const qc = useQueryClient()
  return useQuery({
    queryKey: cashKeys.application(orgId),
    queryFn: async () => {
      const data = await api.GET('/api/organizations/{organizationId}/banking/application', org(orgId))
      // an approved application opened banking: the cash screens read the organization's state again
      if (data.application?.status === 'approved') void qc.invalidateQueries({ queryKey: cashKeys.overview(orgId) })
      return data
    },
    refetchInterval: (q) => (ASKING_THE_BANK.has(q.state.data?.application?.status ?? '') ? 5000 : false),
  })
}

/** Mutations that answer with the whole application state put it in the cache; the banking overview follows. */
function useApplicationMutation<V>(orgId: string, fn: (v: V) => Promise<ApplicationState>) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => {
      qc.setQueryData(cashKeys.application(orgId), data)
      void qc.invalidateQueries({ queryKey: cashKeys.overview(orgId) })
    },
  })
}

export function useSaveApplication(orgId: string) {
  return useApplicationMutation(orgId, (body: TSaveApplicationRequest) =>
    api.PUT('/api/organizations/{organizationId}/banking/application', { ...org(orgId), body }),
  )
}

export function useSubmitApplication(orgId: string) {
  return useApplicationMutation(orgId, () =>
    api.POST('/api/organizations/{organizationId}/banking/application/submit', org(orgId)),
  )
}

/** Owner changes answer with the owner only: the application (owners and problems) is read again. */
function useOwnerMutation<V, R>(orgId: string, fn: (v: V) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: cashKeys.application(orgId) }),
  })
}

export function useAddOwner(orgId: string) {
  return useOwnerMutation(orgId, (body: TCreateOwnerRequest) =>
    api.POST('/api/organizations/{organizationId}/banking/application/owners', { ...org(orgId), body }),
  )
}

export function useRemoveOwner(orgId: string) {
  return useOwnerMutation(orgId, (ownerId: string) =>
    api.DELETE('/api/organizations/{organizationId}/banking/application/owners/{ownerId}', {
      params: { path: { organizationId: orgId, ownerId } },
    }),
  )
}

export function useResendOwner(orgId: string) {
  return useOwnerMutation(orgId, (ownerId: string) =>
    api.POST('/api/organizations/{organizationId}/banking/application/owners/{ownerId}/resend', {
      params: { path: { organizationId: orgId, ownerId } },
    }),
  )
}

/** Section: settings */

export function useCompanySettings(orgId: string) {
  return useQuery({
    queryKey: cashKeys.company(orgId),
    queryFn: () => api.GET('/api/organizations/{organizationId}/banking/settings/company', org(orgId)),
  })
}

export function useUpdateCompany(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: TUpdateCompanySettingsRequest) =>
      api.PUT('/api/organizations/{organizationId}/banking/settings/company', { ...org(orgId), body }),
    onSuccess: (data) => qc.setQueryData(cashKeys.company(orgId), data),
  })
}

export function useLegalSettings(orgId: string) {
  return useQuery({
    queryKey: cashKeys.legal(orgId),
    queryFn: () => api.GET('/api/organizations/{organizationId}/banking/settings/legal', org(orgId)),
  })
}

export function useAcceptAgreement(orgId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: { key: TAgreementKey; version: string }) =>
      api.POST('/api/organizations/{organizationId}/banking/settings/legal/accept', { ...org(orgId), body }),
    onSuccess: (data) => {
      qc.setQueryData(cashKeys.legal(orgId), data)
      void qc.invalidateQueries({ queryKey: cashKeys.documents(orgId) })
    },
  })
}

export function useDocuments(orgId: string) {
  return useQuery({
    queryKey: cashKeys.documents(orgId),
    queryFn: () => api.GET('/api/organizations/{organizationId}/banking/settings/documents', org(orgId)),
  })
}

export function useWireInstructions(orgId: string, accountId: string) {
  return useQuery({
    queryKey: cashKeys.wireInstructions(orgId, accountId),
    queryFn: () =>
      api.GET('/api/organizations/{organizationId}/banking/accounts/{accountId}/wire-instructions', {
        params: { path: { organizationId: orgId, accountId } },
      }),
  })
}
