/** Organization tasks and their files: list, change status, upload a file to Storage and attach it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/lib/api.ts'
import { supabase } from '@/lib/supabase.ts'
import { FILES_BUCKET, type ZDownloadableFileSchema } from '@app/shared/schemas/files.ts'
import type { ZOrganizationTaskSchema, ZOrganizationTaskStatus } from '@app/shared/schemas/tasks.ts'

export type TOrgTask = z.infer<typeof ZOrganizationTaskSchema>
export type TTaskStatus = z.infer<typeof ZOrganizationTaskStatus>
export type TFile = z.infer<typeof ZDownloadableFileSchema>

export const taskKeys = {
  list: (orgId: string) => ['tasks', orgId] as const,
  files: (orgId: string) => ['files', orgId] as const,
}

export const STATUS_LABEL: Record<TTaskStatus, string> = {
  pending: 'To do',
  waiting_confirmation: 'Waiting for confirmation',
  confirmed: 'Done',
  not_applicable_waiting_confirmation: 'Not applicable · awaiting confirmation',
  not_applicable_confirmed: 'Not applicable',
}
export const STATUS_TONE: Record<TTaskStatus, 'neutral' | 'warning' | 'success' | 'info'> = {
  pending: 'neutral',
  waiting_confirmation: 'warning',
  confirmed: 'success',
  not_applicable_waiting_confirmation: 'warning',
  not_applicable_confirmed: 'info',
}
export const isClosed = (s: TTaskStatus) => s === 'confirmed' || s === 'not_applicable_confirmed'

export function useOrgTasks(orgId: string) {
  return useQuery({
    queryKey: taskKeys.list(orgId),
    queryFn: async () => (await api.GET('/api/organizations/{id}/tasks', { params: { path: { id: orgId } } })).tasks,
  })
}

/** Files of the organization (with signed download links), grouped by the task they belong to. */
export function useOrgFiles(orgId: string) {
  return useQuery({
    queryKey: taskKeys.files(orgId),
    queryFn: async () => (await api.GET('/api/files', { params: { query: { organizationId: orgId } } })).files,
  })
}

export function useTaskMutations(orgId: string) {
  const qc = useQueryClient()
  const done = () => {
    void qc.invalidateQueries({ queryKey: taskKeys.list(orgId) })
    void qc.invalidateQueries({ queryKey: taskKeys.files(orgId) })
  }
  return {
    setStatus: useMutation({
      mutationFn: (v: { id: string; status: TTaskStatus }) =>
        api.PATCH('/api/organization-tasks/{id}', { params: { path: { id: v.id } }, body: { status: v.status } }),
      onSuccess: done,
    }),
    assignOnboarding: useMutation({
      mutationFn: () =>
        api.POST('/api/organizations/{id}/tasks/onboarding', { params: { path: { id: orgId } }, body: {} }),
      onSuccess: done,
    }),
    upload: useMutation({
      mutationFn: async ({ task, file }: { task: TOrgTask; file: File }) => {
        const safe = file.name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'file'
        const path = `${orgId}/tasks/${task.id}/${crypto.randomUUID()}-${safe}`
        const { error } = await supabase.storage
          .from(FILES_BUCKET)
          .upload(path, file, { contentType: file.type || 'application/octet-stream' })
        if (error) throw new Error(`Upload failed: ${error.message}`)
        const row = await api.POST('/api/files', {
          body: { organizationId: orgId, path, title: file.name, orgTaskId: task.id },
        })
        return api.PATCH('/api/organization-tasks/{id}', {
          params: { path: { id: task.id } },
          body: { fileIds: [...task.data.fileIds, row.id] },
        })
      },
      onSuccess: done,
    }),
  }
}
