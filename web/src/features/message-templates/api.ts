/** Message templates: staff read them; admins and owners create, edit and delete (the API refuses everyone else). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TMessageTemplate, TMessageTemplateForm } from '@app/shared/schemas/message-templates.ts'
import { api } from '@/lib/api.ts'

export const templateKeys = { all: ['message-templates'] as const }

export function useMessageTemplates() {
  return useQuery({
    queryKey: templateKeys.all,
    queryFn: async () => (await api.get<{ templates: TMessageTemplate[] }>('/message-templates')).templates,
  })
}

export function useTemplateMutations() {
  const qc = useQueryClient()
  const onSuccess = () => void qc.invalidateQueries({ queryKey: templateKeys.all })
  return {
    create: useMutation({
      mutationFn: (form: TMessageTemplateForm) => api.post<TMessageTemplate>('/message-templates', form),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, form }: { id: string; form: TMessageTemplateForm }) =>
        api.put<TMessageTemplate>(`/message-templates/${id}`, form),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.del(`/message-templates/${id}`), onSuccess }),
  }
}
