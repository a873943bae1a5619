/**
 * Bill pay data (routes/bill-pay.ts): the bills, one bill with its activity and comments, and the writes. A
 * `bill_changed` pointer on the organization's topic (a bill, its status or a comment changed, in this browser or
 * another) refetches what is on screen, so an approval given elsewhere shows at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BILL_FILE_MAX_BYTES, BILL_MESSAGES } from '@app/shared/rules/bill-pay.ts'
import { api, type ApiBody, type ApiData } from '@/lib/api.ts'
import { useRealtimeInvalidate } from '@/lib/realtime.ts'
import { supabase } from '@/lib/supabase.ts'

const BASE = '/api/organizations/{organizationId}/banking/bills' as const
export type Bill = ApiData<'get', typeof BASE>['bills'][number]
export type BillDetail = ApiData<'get', `${typeof BASE}/{billId}`>
export type BillUpdate = ApiBody<'patch', `${typeof BASE}/{billId}`>

export const billKeys = {
  org: (orgId: string) => ['bills', orgId] as const,
  list: (orgId: string) => ['bills', orgId, 'list'] as const,
  bill: (orgId: string, billId: string) => ['bills', orgId, 'bill', billId] as const,
}

const path = (organizationId: string, billId: string) => ({ params: { path: { organizationId, billId } } })

export function useBills(orgId: string) {
  useRealtimeInvalidate(orgId ? `org:${orgId}` : '', ['bill_changed'], [[...billKeys.org(orgId)]])
  return useQuery({
    queryKey: billKeys.list(orgId),
    queryFn: () => api.GET(BASE, { params: { path: { organizationId: orgId } } }),
    // a bill being read shows its fields as soon as the job is done
    refetchInterval: (q) => (q.state.data?.bills.some((b) => b.extractionStatus === 'Processing') ? 1000 : false),
  })
}

export function useBill(orgId: string, billId: string | null) {
  return useQuery({
    queryKey: billKeys.bill(orgId, billId ?? ''),
    queryFn: () => api.GET(`${BASE}/{billId}`, path(orgId, billId!)),
    enabled: !!billId,
    refetchInterval: (q) => (q.state.data?.bill.extractionStatus === 'Processing' ? 1000 : false),
  })
}

function useBillMutation<V, R>(orgId: string, fn: (v: V) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: billKeys.org(orgId) }) })
}

const UNSAFE_IN_KEY = /[^A-Za-z0-9._-]+/g

/** Puts the file under the organization's bills folder, then records the draft (its reading is queued). */
export function useUploadBill(orgId: string) {
  return useBillMutation(orgId, async (file: File) => {
    if (file.size > BILL_FILE_MAX_BYTES) throw new Error(BILL_MESSAGES.fileTooBig)
    if (!/^(application\/pdf|image\/(png|jpeg))$/.test(file.type)) throw new Error(BILL_MESSAGES.fileType)
    const key = `${orgId}/bills/${crypto.randomUUID().slice(0, 8)}-${file.name.replace(UNSAFE_IN_KEY, '-').slice(-120)}`
    const { error } = await supabase.storage.from('files').upload(key, file, { upsert: false, contentType: file.type })
    if (error) throw new Error(error.message || `Could not upload ${file.name}`)
    return await api.POST(BASE, {
      params: { path: { organizationId: orgId } },
      body: { path: key, fileName: file.name, contentType: file.type, size: file.size },
    })
  })
}

export function useUpdateBill(orgId: string, billId: string) {
  return useBillMutation(orgId, (body: BillUpdate) => api.PATCH(`${BASE}/{billId}`, { ...path(orgId, billId), body }))
}

export function useSubmitBill(orgId: string, billId: string) {
  return useBillMutation(orgId, () => api.POST(`${BASE}/{billId}/submit`, path(orgId, billId)))
}

export function useDecideBill(orgId: string, billId: string) {
  return useBillMutation(orgId, (body: { action: 'APPROVE' | 'DECLINE' | 'COMMENT'; comment?: string }) =>
    api.POST(`${BASE}/{billId}/decision`, { ...path(orgId, billId), body }),
  )
}

export function usePayBill(orgId: string, billId: string) {
  return useBillMutation(orgId, (body: ApiBody<'post', `${typeof BASE}/{billId}/pay`>) =>
    api.POST(`${BASE}/{billId}/pay`, { ...path(orgId, billId), body }),
  )
}

export function useFileUrl(filePath: string | null) {
  return useQuery({
    queryKey: ['bills', 'file', filePath],
    queryFn: async () => {
      const { data, error } = await supabase.storage.from('files').createSignedUrl(filePath!, 600)
      if (error) throw error
      return data.signedUrl
    },
    enabled: !!filePath,
    staleTime: 500_000,
  })
}
