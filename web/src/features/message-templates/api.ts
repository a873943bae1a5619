/** Message templates: staff read them; admins and owners create, edit and delete (the API refuses everyone else). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TMessageTemplateForm } from '@app/shared/schemas/message-templates.ts'
import { api } from '@/lib/api.ts'

export const templateKeys = { all: ['message-templates'] as const }

export function useMessageTemplates() {
  return useQuery({
    queryKey: templateKeys.all,
    queryFn: async () => (await api.GET('/api/message-templates')).templates,
  })
}

export function useTemplateMutations() {
  const qc = useQueryClient()
  const onSuccess = () => void qc.invalidateQueries({ queryKey: templateKeys.all })
  return {
    create: useMutation({
      mutationFn: (form: TMessageTemplateForm) => api.POST('/api/message-templates', { body: form }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, form }: { id: string; form: TMessageTemplateForm }) =>
        api.PUT('/api/message-templates/{id}', { params: { path: { id } }, body: form }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.DELETE('/api/message-templates/{id}', { params: { path: { id } } }),
      onSuccess,
    }),
  }
}
