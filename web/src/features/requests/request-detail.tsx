/**
 * One request in a dialog: who asked, its full text and link, status, assignee (staff of the organization assign and
 * reassign it; the server refuses anyone else), its comment thread with a reply box, and its history.
 */
import { useState, type FormEvent } from 'react'
import { ZCreateCommentRequestSchema } from '@app/shared/schemas/requests.ts'
import { formatDate } from '@/lib/format.ts'
import { Button } from '@/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx'
import { Field } from '@/components/ui/field.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { QueryState } from '@/components/page.tsx'
import { COLUMNS, useRequest, useRequestAssignees, useRequestMutations, type TRequestStatus } from './api.ts'
import { RequestHistory } from './request-history.tsx'
import { useQueryClient } from '@tanstack/react-query'
import { useMe } from '@/lib/session.tsx'
import { EditedMark } from '../edit-history/edited-mark.tsx'

type TComment = NonNullable<ReturnType<typeof useRequest>['data']>['comments'][number]

/** A comment; its author may change its words (the earlier words stay in its history), nobody else. */
function Comment({ requestId, comment: c, mine }: { requestId: string; comment: TComment; mine: boolean }) {
  const { editComment } = useRequestMutations()
  const qc = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [error, setError] = useState<string>()

  async function onSave(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const parsed = ZCreateCommentRequestSchema.safeParse({
      content: String(new FormData(e.currentTarget).get('content') ?? ''),
    })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    try {
      await editComment.mutateAsync({ id: requestId, commentId: c.id, content: parsed.data.content })
      setError(undefined)
      setEditing(false)
      void qc.invalidateQueries({ queryKey: ['requests', 'one', requestId] })
    } catch (err) {
      setError((err as Error).message)
    }
  }

  return (
    <div className="rounded-md bg-slate-50 px-3 py-2" data-testid="request-comment">
      <p className="flex flex-wrap items-center gap-1 text-xs text-slate-500">
        <span className="font-medium text-slate-700">{c.authorName || 'Someone'}</span> ·{' '}
        {formatDate(c.createdAt, 'MMM d, yyyy h:mm a')}
        <EditedMark subject="request_comment" id={c.id} editedAt={c.editedAt} />
        {mine && !editing && (
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </p>
      {editing ? (
        <form noValidate onSubmit={onSave} className="mt-1 flex flex-col gap-2">
          <Field label="Your comment" error={error}>
            <Textarea name="content" rows={3} defaultValue={c.content} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={editComment.isPending}>
              Save comment
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-1 whitespace-pre-wrap text-sm text-slate-800">{c.content}</p>
      )}
    </div>
  )
}

export function RequestDetail({
  id,
  orgName,
  onClose,
}: {
  id: string | undefined
  orgName: (id: string) => string
  onClose: () => void
}) {
  const request = useRequest(id)
  const meId = useMe().userId
  const { move, assign, comment } = useRequestMutations()
  const qc = useQueryClient()
  const [error, setError] = useState<string>()
  const r = request.data
  // only staff of the organization get the list (others are refused), so only they see the control
  const assignees = useRequestAssignees(r?.organizationId)

  async function onComment(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = e.currentTarget
    const parsed = ZCreateCommentRequestSchema.safeParse({ content: String(new FormData(form).get('content') ?? '') })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    try {
      await comment.mutateAsync({ id: id!, content: parsed.data.content })
      form.reset()
      void qc.invalidateQueries({ queryKey: ['requests', 'one', id] })
    } catch (err) {
      setError((err as Error).message)
    }
  }

  return (
    <Dialog
      open={!!id}
      onOpenChange={(o) => {
        if (!o) onClose()
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Customer request</DialogTitle>
          <DialogDescription>
            {r
              ? `${orgName(r.organizationId)} · opened ${formatDate(r.createdAt)}${r.requesterName ? ` by ${r.requesterName}` : ''}`
              : 'Loading…'}
          </DialogDescription>
        </DialogHeader>
        <QueryState query={request}>
          {r && (
            <div className="flex flex-col gap-4">
              <p className="whitespace-pre-wrap text-sm text-slate-800">{r.request}</p>
              {r.link && (
                <a className="text-sm text-brand-700 hover:underline" href={r.link} target="_blank" rel="noreferrer">
                  {r.link}
                </a>
              )}
              <Field label="Status">
                <NativeSelect
                  value={r.status}
                  className="w-48"
                  onChange={(e) =>
                    move.mutate(
                      { id: r.id, status: e.target.value as TRequestStatus },
                      {
                        onSuccess: () => {
                          toast.success('Status updated')
                          void qc.invalidateQueries({ queryKey: ['requests', 'one', r.id] })
                        },
                        onError: (err) => toast.error('Could not move the request', { description: err.message }),
                      },
                    )
                  }
                >
                  {COLUMNS.map((c) => (
                    <option key={c.status} value={c.status}>
                      {c.label}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              {assignees.data ? (
                <Field label="Assignee">
                  <NativeSelect
                    value={r.bookkeeperId ?? ''}
                    className="w-64"
                    disabled={assign.isPending}
                    onChange={(e) =>
                      assign.mutate(
                        { id: r.id, bookkeeperId: e.target.value || null },
                        {
                          onSuccess: (updated) =>
                            toast.success(
                              updated.assigneeName
                                ? `Assigned to ${updated.assigneeName}`
                                : 'The request is unassigned',
                            ),
                          onError: (err) => toast.error('Could not assign the request', { description: err.message }),
                        },
                      )
                    }
                  >
                    <option value="">Unassigned</option>
                    {/* someone no longer on the list (an unassigned bookkeeper) still shows as the assignee */}
                    {r.bookkeeperId && !assignees.data.some((a) => a.id === r.bookkeeperId) && (
                      <option value={r.bookkeeperId}>{r.assigneeName ?? 'Former assignee'}</option>
                    )}
                    {assignees.data.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.name}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              ) : (
                <p className="text-sm text-slate-700">
                  <span className="font-medium">Assignee:</span> {r.assigneeName ?? 'Unassigned'}
                </p>
              )}
              <section aria-label="Comments" className="flex flex-col gap-3 border-t border-slate-100 pt-4">
                <h3 className="text-sm font-semibold text-slate-900">Comments ({r.comments.length})</h3>
                {r.comments.map((c) => (
                  <Comment key={c.id} requestId={r.id} comment={c} mine={c.authorId === meId} />
                ))}
                <form noValidate onSubmit={onComment} className="flex flex-col gap-2">
                  <Field label="Add a comment" error={error}>
                    <Textarea name="content" rows={3} />
                  </Field>
                  <div className="flex justify-end">
                    <Button type="submit" size="sm" disabled={comment.isPending}>
                      Comment
                    </Button>
                  </div>
                </form>
              </section>
              <RequestHistory history={r.history} />
            </div>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  )
}
