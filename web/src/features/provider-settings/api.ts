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
    queryFn: () => api.GET('/api/organizations/{id}/provider-settings', { params: { path: { id: orgId } } }),
  })
}

export function useProviderSettingMutations(orgId: string) {
  const qc = useQueryClient()
  const onSuccess = () => void qc.invalidateQueries({ queryKey: providerSettingKeys.org(orgId) })
  const params = (s: Pick<TProviderSetting, 'providerId' | 'key'>) => ({
    path: { id: orgId, providerId: s.providerId, key: s.key },
  })
  return {
    set: useMutation({
      mutationFn: ({ setting, value }: { setting: TProviderSetting; value: string }) =>
        api.PUT('/api/organizations/{id}/provider-settings/{providerId}/{key}', {
          params: params(setting),
          body: { value },
        }),
      onSuccess,
    }),
    reset: useMutation({
      mutationFn: (setting: TProviderSetting) =>
        api.DELETE('/api/organizations/{id}/provider-settings/{providerId}/{key}', { params: params(setting) }),
      onSuccess,
    }),
  }
}

export function useProviderSettingDefinitions() {
  return useQuery({
    queryKey: providerSettingKeys.definitions,
    queryFn: async () => (await api.GET('/api/provider-setting-definitions')).definitions,
  })
}

export function useDefinitionMutations() {
  const qc = useQueryClient()
  const onSuccess = () => {
    void qc.invalidateQueries({ queryKey: providerSettingKeys.definitions })
    void qc.invalidateQueries({ queryKey: providerSettingKeys.allOrgs })
  }
  const params = (d: Pick<TProviderSettingDefinition, 'providerId' | 'key'>) => ({
    path: { providerId: d.providerId, key: d.key },
  })
  return {
    create: useMutation({
      mutationFn: (input: TCreateProviderSettingDefinitionRequest) =>
        api.POST('/api/provider-setting-definitions', { body: input }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({
        definition,
        input,
      }: {
        definition: TProviderSettingDefinition
        input: TUpdateProviderSettingDefinitionRequest
      }) =>
        api.PUT('/api/provider-setting-definitions/{providerId}/{key}', { params: params(definition), body: input }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (definition: TProviderSettingDefinition) =>
        api.DELETE('/api/provider-setting-definitions/{providerId}/{key}', { params: params(definition) }),
      onSuccess,
    }),
  }
}
