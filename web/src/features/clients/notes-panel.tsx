/** Internal notes on a client (staff and reviewers only; clients never see them). Admin/owner notes drive reviews. */
import type { FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api.ts'
import { useMe } from '@/lib/session.tsx'
import { formatDate } from '@/lib/format.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { ZCreateNoteRequestSchema, type TCreateNoteRequest, type TNote } from '@app/shared/schemas/notes.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { QueryState } from '@/components/page.tsx'

export function NotesPanel({ orgId }: { orgId: string }) {
  const me = useMe()
  const qc = useQueryClient()
  const key = ['notes', orgId]
  const notes = useQuery({
    queryKey: key,
    queryFn: async () => (await api.GET('/api/organizations/{id}/notes', { params: { path: { id: orgId } } })).notes,
  })
  const add = useMutation({
    mutationFn: (body: TCreateNoteRequest) =>
      api.POST('/api/organizations/{id}/notes', { params: { path: { id: orgId } }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: key }),
  })
  const remove = useMutation({
    mutationFn: (noteId: string) =>
      api.DELETE('/api/organizations/{id}/notes/{noteId}', { params: { path: { id: orgId, noteId } } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: key }),
  })
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = e.currentTarget
    const f = new FormData(form)
    const parsed = fieldErrors.check(ZCreateNoteRequestSchema, {
      title: f.get('title') ?? '',
      content: f.get('content') ?? '',
    })
    if (!parsed) return
    try {
      await add.mutateAsync(parsed)
      form.reset()
      toast.success('Note added')
    } catch (err) {
      fieldErrors.fromApi(err)
    }
  }

  const canDelete = (n: TNote) => n.userId === me.userId || me.profile.role === 'admin' || me.profile.role === 'owner'
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <QueryState query={notes} label="Loading notes">
        {(notes.data ?? []).length === 0 ? (
          <EmptyState
            title="No notes yet"
            description="Keep context about this client for the team: account quirks, promises made, review comments."
          />
        ) : (
          <ul className="flex flex-col gap-3" data-testid="notes-list">
            {(notes.data ?? []).map((n) => (
              <li key={n.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="text-sm font-semibold text-slate-900">{n.title}</h3>
                  {canDelete(n) && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="-mr-2 -mt-1 text-slate-500"
                      onClick={() => remove.mutate(n.id)}
                    >
                      Delete
                    </Button>
                  )}
                </div>
                {n.content && <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{n.content}</p>}
                <p className="mt-2 text-xs text-slate-500">
                  {n.authorName || 'Former user'} · {formatDate(n.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Card className="self-start">
        <CardHeader>
          <CardTitle>Add a note</CardTitle>
          <CardDescription>Visible to staff and reviewers only.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
            {errors._ && <p className="text-sm text-red-700">{errors._}</p>}
            <Field label="Title" required error={errors.title}>
              <Input name="title" />
            </Field>
            <Field label="Note" error={errors.content}>
              <Textarea name="content" rows={5} />
            </Field>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Saving…' : 'Add note'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  )
}
