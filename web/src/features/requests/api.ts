/**
 * Customer requests: the board's list, one request with comments and history, who may be assigned, create, move
 * between columns, assign, comment.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api, type ApiBody } from '@/lib/api.ts'
import type {
  ZCustomerRequestDetailSchema,
  ZCustomerRequestSchema,
  ZCustomerRequestStatus,
} from '@app/shared/schemas/requests.ts'
import { editHistoryKey } from '../edit-history/edited-mark.tsx'

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
    queryFn: async () => (await api.GET('/api/requests')).requests,
  })
}

export function useRequest(id: string | undefined) {
  return useQuery({
    queryKey: requestKeys.one(id ?? ''),
    queryFn: () => api.GET('/api/requests/{id}', { params: { path: { id: id! } } }),
    enabled: !!id,
  })
}

/** Who the organization's requests can be assigned to (staff of the organization; others are refused). */
export function useRequestAssignees(organizationId: string | undefined) {
  return useQuery({
    queryKey: ['requests', 'assignees', organizationId ?? ''],
    queryFn: async () =>
      (
        await api.GET('/api/organizations/{organizationId}/request-assignees', {
          params: { path: { organizationId: organizationId! } },
        })
      ).assignees,
    enabled: !!organizationId,
    retry: false,
  })
}

export function useRequestMutations() {
  const qc = useQueryClient()
  const done = () => void qc.invalidateQueries({ queryKey: requestKeys.all })
  return {
    create: useMutation({
      mutationFn: (body: ApiBody<'post', '/api/requests'>) => api.POST('/api/requests', { body }),
      onSuccess: done,
    }),
    move: useMutation({
      mutationFn: (v: { id: string; status: TRequestStatus }) =>
        api.PATCH('/api/requests/{id}', { params: { path: { id: v.id } }, body: { status: v.status } }),
      onSuccess: done,
    }),
    assign: useMutation({
      mutationFn: (v: { id: string; bookkeeperId: string | null }) =>
        api.PATCH('/api/requests/{id}', { params: { path: { id: v.id } }, body: { bookkeeperId: v.bookkeeperId } }),
      onSuccess: (_r, v) => {
        void qc.invalidateQueries({ queryKey: requestKeys.one(v.id) })
        done()
      },
    }),
    comment: useMutation({
      mutationFn: (v: { id: string; content: string }) =>
        api.POST('/api/requests/{id}/comments', { params: { path: { id: v.id } }, body: { content: v.content } }),
      onSuccess: done,
    }),
    editComment: useMutation({
      mutationFn: (v: { id: string; commentId: string; content: string }) =>
        api.PATCH('/api/requests/{id}/comments/{commentId}', {
          params: { path: { id: v.id, commentId: v.commentId } },
          body: { content: v.content },
        }),
      onSuccess: (_r, v) => {
        void qc.invalidateQueries({ queryKey: editHistoryKey('request_comment', v.commentId) })
        done()
      },
    }),
  }
}
