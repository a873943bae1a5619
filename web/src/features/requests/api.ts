/** Customer requests: the board's list, one request with comments, create, move between columns, comment. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/lib/api.ts'
import type {
  ZCreateCustomerRequestRequestSchema,
  ZCustomerRequestDetailSchema,
  ZCustomerRequestSchema,
  ZCustomerRequestStatus,
} from '@app/shared/schemas/requests.ts'

export type TRequest = z.infer<typeof ZCustomerRequestSchema>
export type TRequestDetail = z.infer<typeof ZCustomerRequestDetailSchema>
export type TRequestStatus = z.infer<typeof ZCustomerRequestStatus>

export const COLUMNS: { status: TRequestStatus; label: string; tone: string }[] = [
  { status: 'todo', label: 'To do', tone: 'bg-slate-400' },
  { status: 'in_progress', label: 'In progress', tone: 'bg-amber-400' },
  { status: 'completed', label: 'Completed', tone: 'bg-emerald-500' },
]

export const requestKeys = { all: ['requests'] as const, one: (id: string) => ['requests', 'one', id] as const }

export function useRequests() {
  return useQuery({
    queryKey: requestKeys.all,
    queryFn: async () => (await api.get<{ requests: TRequest[] }>('/requests')).requests,
  })
}

export function useRequest(id: string | undefined) {
  return useQuery({
    queryKey: requestKeys.one(id ?? ''),
    queryFn: () => api.get<TRequestDetail>(`/requests/${id}`),
    enabled: !!id,
  })
}

export function useRequestMutations() {
  const qc = useQueryClient()
  const done = () => void qc.invalidateQueries({ queryKey: requestKeys.all })
  return {
    create: useMutation({
      mutationFn: (input: z.input<typeof ZCreateCustomerRequestRequestSchema>) =>
        api.post<TRequestDetail>('/requests', input),
      onSuccess: done,
    }),
    move: useMutation({
      mutationFn: (v: { id: string; status: TRequestStatus }) =>
        api.patch<TRequest>(`/requests/${v.id}`, { status: v.status }),
      onSuccess: done,
    }),
    comment: useMutation({
      mutationFn: (v: { id: string; content: string }) =>
        api.post(`/requests/${v.id}/comments`, { content: v.content }),
      onSuccess: done,
    }),
  }
}
