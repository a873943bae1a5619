/**
 * Banking controls and automation data (routes/banking-controls.ts, routes/banking-rules.ts): per-user limits,
 * approval layers, auto-transfer rules and top-offs. Every write refreshes the organization's banking queries.
 */
import { useQuery } from '@tanstack/react-query'
import { api, type ApiBody } from '@/lib/api.ts'
import { cashKeys, useCashMutation } from './api.ts'

const BASE = '/api/organizations/{organizationId}/banking' as const
const org = (organizationId: string) => ({ params: { path: { organizationId } } })

export function useControls(orgId: string) {
  return useQuery({ queryKey: cashKeys.controls(orgId), queryFn: () => api.GET(`${BASE}/controls`, org(orgId)) })
}

export function useSetLimits(orgId: string) {
  return useCashMutation(
    orgId,
    ({ userId, ...body }: { userId: string } & ApiBody<'put', `${typeof BASE}/limits/{userId}`>) =>
      api.PUT(`${BASE}/limits/{userId}`, { params: { path: { organizationId: orgId, userId } }, body }),
  )
}

export function useCreateLayer(orgId: string) {
  return useCashMutation(orgId, (body: ApiBody<'post', `${typeof BASE}/approval-layers`>) =>
    api.POST(`${BASE}/approval-layers`, { ...org(orgId), body }),
  )
}

export function useUpdateLayer(orgId: string) {
  return useCashMutation(
    orgId,
    ({ layerId, ...body }: { layerId: string } & ApiBody<'patch', `${typeof BASE}/approval-layers/{layerId}`>) =>
      api.PATCH(`${BASE}/approval-layers/{layerId}`, { params: { path: { organizationId: orgId, layerId } }, body }),
  )
}

export function useDeleteLayer(orgId: string) {
  return useCashMutation(orgId, (layerId: string) =>
    api.DELETE(`${BASE}/approval-layers/{layerId}`, { params: { path: { organizationId: orgId, layerId } } }),
  )
}

/** Section: auto-transfer rules and top-offs (flag `auto-transfer`) */

export function useRules(orgId: string) {
  return useQuery({
    queryKey: cashKeys.rules(orgId),
    queryFn: () => api.GET(`${BASE}/auto-transfer-rules`, org(orgId)),
  })
}

export function useCreateRule(orgId: string) {
  return useCashMutation(orgId, (body: ApiBody<'post', `${typeof BASE}/auto-transfer-rules`>) =>
    api.POST(`${BASE}/auto-transfer-rules`, { ...org(orgId), body }),
  )
}

export function useUpdateRule(orgId: string) {
  return useCashMutation(
    orgId,
    ({ ruleId, ...body }: { ruleId: string } & ApiBody<'patch', `${typeof BASE}/auto-transfer-rules/{ruleId}`>) =>
      api.PATCH(`${BASE}/auto-transfer-rules/{ruleId}`, { params: { path: { organizationId: orgId, ruleId } }, body }),
  )
}

export function useDeleteRule(orgId: string) {
  return useCashMutation(orgId, (ruleId: string) =>
    api.DELETE(`${BASE}/auto-transfer-rules/{ruleId}`, { params: { path: { organizationId: orgId, ruleId } } }),
  )
}

export function useTopOffs(orgId: string) {
  return useQuery({ queryKey: cashKeys.topOffs(orgId), queryFn: () => api.GET(`${BASE}/top-offs`, org(orgId)) })
}

export function useDecideTopOff(orgId: string) {
  return useCashMutation(orgId, ({ topOffId, decision }: { topOffId: string; decision: 'approve' | 'decline' }) =>
    decision === 'approve'
      ? api.POST(`${BASE}/top-offs/{topOffId}/approve`, { params: { path: { organizationId: orgId, topOffId } } })
      : api.POST(`${BASE}/top-offs/{topOffId}/decline`, { params: { path: { organizationId: orgId, topOffId } } }),
  )
}
