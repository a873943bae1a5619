/**
 * The notes on one line of an analysis: each thread (a note and its replies, answer_to) with author name and role,
 * the body co-edited live (LiveNote), resolve and reopen, a reply, and a new note (internal, or shared with the
 * client). Admin and owner notes are marked: they drive the analysis' status (spec §6).
 */
import { useState } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { formatDate } from '@/lib/format.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { type Line, type Note, useCreateNote, useUpdateNote } from './api.ts'
import { LiveNote } from './live-note.tsx'
import { EditedMark } from '../edit-history/edited-mark.tsx'
import { useMe } from '@/lib/session.tsx'

/** A note author's role in words, on the firm's screens and the client's. */
export const ROLE_LABELS: Record<string, string> = {
  admin: 'Admin',
  owner: 'Owner',
  bookkeeper: 'Bookkeeper',
  user: 'Client',
}

function NoteForm({
  orgId,
  analysisId,
  line,
  answerTo,
  onDone,
}: {
  orgId: string
  analysisId: string
  line: Line
  answerTo?: string
  onDone?: () => void
}) {
  const [content, setContent] = useState('')
  const [type, setType] = useState<'internal' | 'client'>('internal')
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const create = useCreateNote(orgId, analysisId)
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (!content.trim()) return fieldErrors.report({ content: 'Write the note' })
    create.mutate(answerTo ? { answerTo, content, type } : { path: line.path, content, type }, {
      onSuccess: () => {
        setContent('')
        fieldErrors.clear()
        onDone?.()
      },
      onError: (err) => fieldErrors.fromApi(err),
    })
  }
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <Field
        label={answerTo ? 'Reply' : 'New note'}
        error={errors.content ?? errors.path ?? errors.answerTo ?? errors._}
      >
        <Textarea value={content} onChange={(e) => setContent(e.target.value)} rows={2} />
      </Field>
      <div className="flex items-center gap-2">
        {!answerTo && (
          <NativeSelect
            aria-label="Who sees the note"
            value={type}
            onChange={(e) => setType(e.target.value as 'internal' | 'client')}
            className="w-auto"
          >
            <option value="internal">Internal</option>
            <option value="client">Shared with the client</option>
          </NativeSelect>
        )}
        <Button type="submit" size="sm" disabled={create.isPending}>
          {answerTo ? 'Reply' : 'Add note'}
        </Button>
      </div>
    </form>
  )
}

function Thread({
  orgId,
  analysisId,
  line,
  note,
  replies,
}: {
  orgId: string
  analysisId: string
  line: Line
  note: Note
  replies: Note[]
}) {
  const update = useUpdateNote(orgId)
  const meId = useMe().userId
  const [replying, setReplying] = useState(false)
  const author = (n: Note) => (
    <span className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
      <span className="font-medium text-slate-800">
        {`${n.firstName ?? ''} ${n.lastName ?? ''}`.trim() || 'Someone'}
      </span>
      <span>{ROLE_LABELS[n.role ?? ''] ?? n.role}</span>
      {(n.role === 'admin' || n.role === 'owner') && <Badge tone="brand">Review comment</Badge>}
      {n.type === 'client' && <Badge tone="info">Shared with the client</Badge>}
      <span>{formatDate(n.createdAt, 'MMM d, h:mm a')}</span>
      <EditedMark subject="variance_note" id={n.id} editedAt={n.editedAt} />
    </span>
  )
  return (
    <li
      className="space-y-2 rounded-md border border-slate-200 p-3"
      data-testid="note-thread"
      data-resolved={!!note.resolvedAt}
    >
      <div className="flex items-start justify-between gap-2">
        {author(note)}
        <Button
          size="sm"
          variant="outline"
          disabled={update.isPending}
          onClick={() => update.mutate({ noteId: note.id, body: { resolved: !note.resolvedAt } })}
        >
          {note.resolvedAt ? 'Reopen' : 'Resolve'}
        </Button>
      </div>
      <LiveNote orgId={orgId} noteId={note.id} documentId={note.collabDocumentId} initial={note.content} />
      {replies.length > 0 && (
        <ul className="space-y-2 border-l-2 border-slate-100 pl-3">
          {replies.map((r) => (
            <li key={r.id} className="space-y-1">
              {author(r)}
              {/* a reply is its author's words: others read it live but do not change it */}
              <LiveNote
                orgId={orgId}
                noteId={r.id}
                documentId={r.collabDocumentId}
                initial={r.content}
                readOnly={r.userId !== meId}
              />
            </li>
          ))}
        </ul>
      )}
      {replying ? (
        <NoteForm
          orgId={orgId}
          analysisId={analysisId}
          line={line}
          answerTo={note.id}
          onDone={() => setReplying(false)}
        />
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setReplying(true)}>
          Reply
        </Button>
      )}
    </li>
  )
}

export function NotesPanel({
  orgId,
  analysisId,
  line,
  notes,
}: {
  orgId: string
  analysisId: string
  line: Line
  notes: Note[]
}) {
  const roots = notes.filter((n) => !n.answerTo && n.path === line.path)
  return (
    <div className="space-y-3" data-testid="notes-panel">
      <h3 className="text-sm font-semibold text-slate-900">Notes on {line.trail}</h3>
      {roots.length === 0 && <p className="text-sm text-slate-500">No notes on this line yet.</p>}
      <ul className="space-y-3">
        {roots.map((n) => (
          <Thread
            key={n.id}
            orgId={orgId}
            analysisId={analysisId}
            line={line}
            note={n}
            replies={notes.filter((r) => r.answerTo === n.id)}
          />
        ))}
      </ul>
      <NoteForm orgId={orgId} analysisId={analysisId} line={line} />
    </div>
  )
}
