/** Provider setting definitions (admins manage) and an organization's chosen values (its admins and bookkeepers change). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  TCreateProviderSettingDefinitionRequest,
  TProviderSetting,
  TProviderSettingDefinition,
  TUpdateProviderSettingDefinitionRequest,
} from '@app/shared/schemas/provider-settings.ts'
import { api } from '@/lib/api.ts'

export const providerSettingKeys = {
  definitions: ['provider-setting-definitions'] as const,
  org: (orgId: string) => ['provider-settings', orgId] as const,
  allOrgs: ['provider-settings'] as const,
}

export function useProviderSettings(orgId: string) {
  return useQuery({
    queryKey: providerSettingKeys.org(orgId),
    queryFn: () =>
      api.get<{ settings: TProviderSetting[]; canEdit: boolean }>(`/organizations/${orgId}/provider-settings`),
  })
}

export function useProviderSettingMutations(orgId: string) {
  const qc = useQueryClient()
  const onSuccess = () => void qc.invalidateQueries({ queryKey: providerSettingKeys.org(orgId) })
  const path = (s: Pick<TProviderSetting, 'providerId' | 'key'>) =>
    `/organizations/${orgId}/provider-settings/${s.providerId}/${encodeURIComponent(s.key)}`
  return {
    set: useMutation({
      mutationFn: ({ setting, value }: { setting: TProviderSetting; value: string }) =>
        api.put<TProviderSetting>(path(setting), { value }),
      onSuccess,
    }),
    reset: useMutation({
      mutationFn: (setting: TProviderSetting) => api.del<TProviderSetting>(path(setting)),
      onSuccess,
    }),
  }
}

export function useProviderSettingDefinitions() {
  return useQuery({
    queryKey: providerSettingKeys.definitions,
    queryFn: async () =>
      (await api.get<{ definitions: TProviderSettingDefinition[] }>('/provider-setting-definitions')).definitions,
  })
}

export function useDefinitionMutations() {
  const qc = useQueryClient()
  const onSuccess = () => {
    void qc.invalidateQueries({ queryKey: providerSettingKeys.definitions })
    void qc.invalidateQueries({ queryKey: providerSettingKeys.allOrgs })
  }
  const path = (d: Pick<TProviderSettingDefinition, 'providerId' | 'key'>) =>
    `/provider-setting-definitions/${d.providerId}/${encodeURIComponent(d.key)}`
  return {
    create: useMutation({
      mutationFn: (input: TCreateProviderSettingDefinitionRequest) =>
        api.post<TProviderSettingDefinition>('/provider-setting-definitions', input),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({
        definition,
        input,
      }: {
        definition: TProviderSettingDefinition
        input: TUpdateProviderSettingDefinitionRequest
      }) => api.put<TProviderSettingDefinition>(path(definition), input),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (definition: TProviderSettingDefinition) => api.del(path(definition)),
      onSuccess,
    }),
  }
}
