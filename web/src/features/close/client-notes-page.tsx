/**
 * /accounting/month-end-notes: the notes the firm shared with the client while closing each month (variance analysis
 * notes of type 'client'), by month, each with the line of the reports it is about, who wrote it and when, whether it
 * is resolved, and its thread of shared replies; the client answers in the thread. Live: a note or reply written
 * anywhere in the organization's close refetches the list (close_changed on its topic).
 */
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { formatDate } from '@/lib/format.ts'
import { useMe } from '@/lib/session.tsx'
import { ZReplyToSharedNoteRequestSchema } from '@app/shared/schemas/close.ts'
import { EditedMark } from '../edit-history/edited-mark.tsx'
import { LiveNote } from './live-note.tsx'
import { type SharedThread, useEditOwnReply, useReplyToSharedNote, useSharedNotes } from './api.ts'
import { ROLE_LABELS } from './notes-panel.tsx'
import { sharedThreadState } from '@app/shared/rules/shared-notes.ts'

type Said = Pick<
  SharedThread,
  'id' | 'firstName' | 'lastName' | 'role' | 'userId' | 'createdAt' | 'content' | 'editedAt' | 'collabDocumentId'
>

function Byline({ note, meId }: { note: Said; meId: string }) {
  const name = note.userId === meId ? 'You' : [note.firstName, note.lastName].filter(Boolean).join(' ') || 'Someone'
  const role = note.userId === meId ? null : (ROLE_LABELS[note.role ?? ''] ?? note.role)
  return (
    <p className="text-xs text-slate-500" data-testid="shared-note-byline">
      <span className="font-medium text-slate-700">{name}</span>
      {role && <> · {role}</>} · {formatDate(note.createdAt, 'MMMM d, yyyy h:mm a')}{' '}
      <EditedMark subject="variance_note" id={note.id} editedAt={note.editedAt} />
    </p>
  )
}

function ReplyForm({ orgId, noteId }: { orgId: string; noteId: string }) {
  const [content, setContent] = useState('')
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const reply = useReplyToSharedNote(orgId)
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const parsed = fieldErrors.check(ZReplyToSharedNoteRequestSchema, { content })
    if (!parsed) return
    reply.mutate(
      { noteId, content: parsed.content },
      {
        onSuccess: () => {
          setContent('')
          fieldErrors.clear()
        },
        // the text stays in the box: nothing typed is lost on a refusal
        onError: (err) => fieldErrors.fromApi(err),
      },
    )
  }
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <Field label="Your reply" error={errors.content ?? errors._}>
        <Textarea value={content} onChange={(e) => setContent(e.target.value)} rows={2} />
      </Field>
      <Button type="submit" size="sm" disabled={reply.isPending}>
        Send reply
      </Button>
    </form>
  )
}

/**
 * One's own reply, changed in place through its live document (the firm may have it open: they see the words change
 * as they are typed); the words it had stay in its history.
 */
function OwnReply({ orgId, reply, meId }: { orgId: string; reply: Said; meId: string }) {
  const [editing, setEditing] = useState(false)
  const edit = useEditOwnReply(orgId)
  if (!editing)
    return (
      <>
        <p className="whitespace-pre-wrap text-sm text-slate-800">{reply.content}</p>
        <div className="flex items-center gap-2">
          <Byline note={reply} meId={meId} />
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            Edit
          </Button>
        </div>
      </>
    )
  // an emptied or too long reply is refused and not saved; the message says which
  const problem = edit.error
    ? ((edit.error as { fields?: Record<string, string> }).fields?.content ?? edit.error.message)
    : null
  return (
    <div className="space-y-2">
      <LiveNote
        orgId={orgId}
        noteId={reply.id}
        documentId={reply.collabDocumentId}
        initial={reply.content}
        label="Your reply"
        onSave={(content) => edit.mutate({ noteId: reply.id, content })}
      />
      {problem && (
        <p className="text-xs text-red-700" role="alert">
          {problem}
        </p>
      )}
      <Button size="sm" variant="outline" onClick={() => setEditing(false)} disabled={edit.isPending}>
        Done
      </Button>
    </div>
  )
}

function Thread({ orgId, thread, meId }: { orgId: string; thread: SharedThread; meId: string }) {
  return (
    <li className="space-y-3 rounded-md border border-slate-200 p-4" data-testid="shared-note">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{thread.pathV2 ?? 'Your reports'}</h3>
        {thread.resolvedAt ? (
          <Badge tone="success">Resolved {formatDate(thread.resolvedAt, 'MMMM d')}</Badge>
        ) : sharedThreadState(thread) === 'with-the-firm' ? (
          <Badge tone="info">Replied: with your bookkeeper</Badge>
        ) : (
          <Badge tone="warning">Waiting for your reply</Badge>
        )}
      </div>
      <div className="space-y-1">
        <p className="whitespace-pre-wrap text-sm text-slate-800">{thread.content}</p>
        <Byline note={thread} meId={meId} />
      </div>
      {thread.replies.length > 0 && (
        <ul className="space-y-3 border-l-2 border-slate-100 pl-4" aria-label="Replies">
          {thread.replies.map((r) => (
            <li key={r.id} className="space-y-1" data-testid="shared-note-reply">
              {r.userId === meId ? (
                <OwnReply orgId={orgId} reply={r} meId={meId} />
              ) : (
                <>
                  <p className="whitespace-pre-wrap text-sm text-slate-800">{r.content}</p>
                  <Byline note={r} meId={meId} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <ReplyForm orgId={orgId} noteId={thread.id} />
    </li>
  )
}

export function ClientNotesPage() {
  const { orgId, organization } = useCurrentOrg()
  const me = useMe()
  const q = useSharedNotes(orgId ?? undefined)
  if (!orgId) return <EmptyState title="No organization" description="You are not a member of an organization yet." />
  const waiting = q.data?.waiting ?? 0
  return (
    <div>
      <PageHeader
        title="Month-end notes"
        description={`While closing the books of ${organization?.legalName ?? 'your organization'} each month, your bookkeeping team reviews how every line changed. These are the notes they shared with you: answer them here.`}
        actions={
          q.data && (
            <Badge tone={waiting ? 'warning' : 'success'} data-testid="shared-notes-waiting">
              {waiting === 1 ? '1 note waiting for your reply' : `${waiting} notes waiting for your reply`}
            </Badge>
          )
        }
      />
      <QueryState query={q} label="Loading your month-end notes">
        {q.data && q.data.months.length === 0 && (
          <EmptyState
            title="No notes shared with you"
            description="When your bookkeeping team has a question about a month's figures, it appears here."
            action={
              <Button asChild variant="outline" size="sm">
                <Link to="/accounting/dashboard">Back to the dashboard</Link>
              </Button>
            }
          />
        )}
        <div className="space-y-6">
          {q.data?.months.map((m) => (
            <Card key={m.varianceAnalysisId} data-testid="shared-notes-month">
              <CardHeader>
                <CardTitle>{formatDate(m.month, 'MMMM yyyy')}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="space-y-4">
                  {m.threads.map((t) => (
                    <Thread key={t.id} orgId={orgId} thread={t} meId={me.userId} />
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      </QueryState>
    </div>
  )
}

/** The number of shared notes waiting for the client's reply, next to "Month-end notes" in the header (live). */
export function SharedNotesNavBadge() {
  const { orgId } = useCurrentOrg()
  const n = useSharedNotes(orgId).data?.waiting ?? 0
  if (n === 0) return null
  return (
    <span
      data-testid="shared-notes-nav-badge"
      data-count={n}
      title={`${n} waiting for your reply`}
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-amber-100 px-1.5 text-xs font-semibold tabular-nums text-amber-900"
    >
      {n}
      <span className="sr-only"> waiting for your reply</span>
    </span>
  )
}

/** The client dashboard's Month-end notes section: what the firm shared, and what waits for a reply. */
export function SharedNotesSection({ orgId }: { orgId: string | undefined }) {
  const q = useSharedNotes(orgId)
  const months = q.data?.months ?? []
  if (months.length === 0) return null
  const latest = months[0]
  const waiting = q.data?.waiting ?? 0
  const count = latest.threads.length
  return (
    <Card data-testid="dashboard-shared-notes">
      <CardHeader>
        <CardTitle>Month-end notes</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          Your bookkeeping team shared {count === 1 ? '1 note' : `${count} notes`} for{' '}
          {formatDate(latest.month, 'MMMM yyyy')}
          {waiting > 0 ? (
            <>
              : <strong>{waiting === 1 ? '1 waits' : `${waiting} wait`} for your reply.</strong>
            </>
          ) : (
            '.'
          )}
        </p>
        <Button asChild size="sm" variant={waiting ? 'default' : 'outline'}>
          <Link to="/accounting/month-end-notes">Open month-end notes</Link>
        </Button>
      </CardContent>
    </Card>
  )
}
