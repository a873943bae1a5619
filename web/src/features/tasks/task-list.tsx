/**
 * An organization's onboarding tasks with status, attached files and the next step. Clients upload files and send
 * a task for confirmation (or mark it not applicable where allowed); staff confirm or reopen.
 */
import { useRef } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { QueryState } from '@/components/page.tsx'
import {
  isClosed,
  STATUS_LABEL,
  STATUS_TONE,
  useOrgFiles,
  useOrgTasks,
  useTaskMutations,
  type TFile,
  type TOrgTask,
  type TTaskStatus,
} from './api.ts'

function TaskRow({
  task,
  files,
  orgId,
  mode,
  canEdit,
}: {
  task: TOrgTask
  files: TFile[]
  orgId: string
  mode: 'client' | 'staff'
  canEdit: boolean
}) {
  const input = useRef<HTMLInputElement>(null)
  const { setStatus, upload } = useTaskMutations(orgId)
  const change = (status: TTaskStatus, ok: string) =>
    setStatus.mutate(
      { id: task.id, status },
      {
        onSuccess: () => toast.success(ok),
        onError: (e) => toast.error('Could not update the task', { description: e.message }),
      },
    )
  const needsFile = task.task.config.fileRequired && task.data.fileIds.length === 0
  const closed = isClosed(task.status)
  const busy = setStatus.isPending || upload.isPending

  return (
    <li
      className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid={`task-${task.task.slug}`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3
            className={`text-sm font-medium ${closed ? 'text-slate-500 line-through decoration-slate-300' : 'text-slate-900'}`}
          >
            {task.task.title}
          </h3>
          <Badge tone={STATUS_TONE[task.status]} data-testid="task-status">
            {STATUS_LABEL[task.status]}
          </Badge>
          {task.task.config.fileRequired && <Badge tone="neutral">File required</Badge>}
        </div>
        {task.task.description && <p className="mt-1 text-sm text-slate-600">{task.task.description}</p>}
        {files.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {files.map((f) => (
              <li key={f.id}>
                {f.downloadUrl ? (
                  <a
                    href={f.downloadUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 rounded border border-slate-200 bg-slate-50 px-2 py-1 text-xs text-brand-800 hover:bg-white"
                  >
                    📄 {f.title}
                  </a>
                ) : (
                  <span className="inline-flex rounded border border-slate-200 px-2 py-1 text-xs text-slate-500">
                    📄 {f.title}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {canEdit && (
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {busy && <Spinner />}
          {!closed && (
            <>
              <input
                ref={input}
                type="file"
                className="sr-only"
                aria-label={`Upload a file for ${task.task.title}`}
                data-testid="task-file-input"
                onChange={(e) => {
                  const file = e.target.files?.[0]
                  e.target.value = ''
                  if (file)
                    upload.mutate(
                      { task, file },
                      {
                        onSuccess: () => toast.success(`${file.name} uploaded`),
                        onError: (err) => toast.error('Upload failed', { description: err.message }),
                      },
                    )
                }}
              />
              <Button size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
                Upload file
              </Button>
            </>
          )}
          {mode === 'client' && task.status === 'pending' && (
            <>
              <Button
                size="sm"
                disabled={busy || needsFile}
                title={needsFile ? 'Upload a file first' : undefined}
                onClick={() => change('waiting_confirmation', 'Sent for confirmation')}
              >
                Mark as done
              </Button>
              {task.task.config.notApplicable && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => change('not_applicable_waiting_confirmation', 'Marked not applicable')}
                >
                  Not applicable
                </Button>
              )}
            </>
          )}
          {mode === 'client' &&
            (task.status === 'waiting_confirmation' || task.status === 'not_applicable_waiting_confirmation') && (
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => change('pending', 'Task reopened')}>
                Undo
              </Button>
            )}
          {mode === 'staff' && task.status === 'waiting_confirmation' && (
            <Button size="sm" disabled={busy} onClick={() => change('confirmed', 'Task confirmed')}>
              Confirm
            </Button>
          )}
          {mode === 'staff' && task.status === 'not_applicable_waiting_confirmation' && (
            <Button
              size="sm"
              disabled={busy}
              onClick={() => change('not_applicable_confirmed', 'Confirmed as not applicable')}
            >
              Confirm N/A
            </Button>
          )}
          {mode === 'staff' && task.status !== 'pending' && (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => change('pending', 'Task reopened')}>
              Reopen
            </Button>
          )}
        </div>
      )}
    </li>
  )
}

export function TaskList({
  orgId,
  mode,
  canEdit,
  emptyAction,
}: {
  orgId: string
  mode: 'client' | 'staff'
  canEdit: boolean
  emptyAction?: React.ReactNode
}) {
  const tasks = useOrgTasks(orgId)
  const files = useOrgFiles(orgId)
  const list = tasks.data ?? []
  const byTask = new Map<string, TFile[]>()
  for (const f of files.data ?? []) if (f.orgTaskId) byTask.set(f.orgTaskId, [...(byTask.get(f.orgTaskId) ?? []), f])
  const open = list.filter((t) => !isClosed(t.status))
  const ordered = [...open, ...list.filter((t) => isClosed(t.status))]

  return (
    <QueryState query={tasks} label="Loading tasks">
      {list.length === 0 ? (
        <EmptyState
          title="No tasks yet"
          description={
            mode === 'client'
              ? 'Your bookkeeper will add onboarding tasks here.'
              : "Assign the onboarding checklist that matches the client's services."
          }
          action={emptyAction}
        />
      ) : (
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
          <div className="flex items-center justify-between border-b border-slate-100 px-5 py-3">
            <p className="text-sm text-slate-600">
              <span className="font-semibold text-slate-900">{list.length - open.length}</span> of {list.length}{' '}
              complete
            </p>
            <div
              className="h-2 w-40 overflow-hidden rounded-full bg-slate-100"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={list.length}
              aria-valuenow={list.length - open.length}
              aria-label="Tasks complete"
            >
              <div
                className="h-full bg-brand-600"
                style={{ width: `${((list.length - open.length) / list.length) * 100}%` }}
              />
            </div>
          </div>
          <ul className="divide-y divide-slate-100">
            {ordered.map((t) => (
              <TaskRow key={t.id} task={t} files={byTask.get(t.id) ?? []} orgId={orgId} mode={mode} canEdit={canEdit} />
            ))}
          </ul>
        </div>
      )}
    </QueryState>
  )
}
