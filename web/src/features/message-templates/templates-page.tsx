/**
 * /admin/message-templates and /bookkeeper/message-templates: the texts staff reuse when writing to clients.
 * Admins and owners add, edit and delete; bookkeepers read and copy.
 */
import { useState } from 'react'
import type { TMessageTemplate } from '@app/shared/schemas/message-templates.ts'
import { useMe } from '@/lib/session.tsx'
import { formatDate } from '@/lib/format.ts'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { useMessageTemplates, useTemplateMutations } from './api.ts'
import { TemplateDialog } from './template-dialog.tsx'

function TemplateItem({ t, canEdit, onEdit }: { t: TMessageTemplate; canEdit: boolean; onEdit: () => void }) {
  const { remove } = useTemplateMutations()
  const [confirming, setConfirming] = useState(false)
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="template">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">{t.title}</h2>
        <div className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              void navigator.clipboard?.writeText(t.content).then(
                () => toast.success('Copied'),
                () => toast.error('Could not copy'),
              )
            }
          >
            Copy
          </Button>
          {canEdit && (
            <Button size="sm" variant="ghost" onClick={onEdit}>
              Edit
            </Button>
          )}
          {canEdit &&
            (confirming ? (
              <>
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() =>
                    remove.mutate(t.id, {
                      onSuccess: () => toast.success(`Deleted ${t.title}`),
                      onError: (e) => toast.error('Could not delete it', { description: e.message }),
                    })
                  }
                >
                  Delete for everyone
                </Button>
                <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                  Keep
                </Button>
              </>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            ))}
        </div>
      </div>
      <p className="mt-2 whitespace-pre-wrap text-sm text-slate-700">{t.content}</p>
      <p className="mt-2 text-xs text-slate-500">Updated {formatDate(t.updatedAt)}</p>
    </li>
  )
}

export function TemplatesPage() {
  const me = useMe()
  const canEdit = me.profile.role === 'admin' || me.profile.role === 'owner'
  const templates = useMessageTemplates()
  const { create, update } = useTemplateMutations()
  const [editing, setEditing] = useState<TMessageTemplate | 'new'>()
  const current = editing === 'new' ? undefined : editing
  return (
    <>
      <PageHeader
        title="Message templates"
        description="Texts the team reuses when writing to clients."
        actions={canEdit && <Button onClick={() => setEditing('new')}>New template</Button>}
      />
      <QueryState query={templates} label="Loading templates">
        {(templates.data ?? []).length === 0 ? (
          <EmptyState
            title="No message templates yet"
            description={canEdit ? 'Add the messages the team sends again and again.' : 'An admin adds them.'}
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {templates.data!.map((t) => (
              <TemplateItem key={t.id} t={t} canEdit={canEdit} onEdit={() => setEditing(t)} />
            ))}
          </ul>
        )}
      </QueryState>
      {canEdit && (
        <TemplateDialog
          open={!!editing}
          template={current}
          onClose={() => setEditing(undefined)}
          onSave={(form) => (current ? update.mutateAsync({ id: current.id, form }) : create.mutateAsync(form))}
        />
      )}
    </>
  )
}
