/** Upload control for answer files: uploads at once (so a draft only ever holds stored files) and lists them. */
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import type { FileRef } from './form-state.ts'
import { uploadAnswerFile, useStoredFiles } from './files.ts'

export function FilePicker({
  label,
  files,
  onChange,
  error,
  orgId,
  questionId,
  disabled,
}: {
  label: string
  files: FileRef[]
  onChange: (files: FileRef[]) => void
  error?: string
  orgId: string
  questionId: string
  disabled?: boolean
}) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [uploadError, setUploadError] = useState<string>()
  // files restored from a saved answer carry only their id: look their names up in the question's folder
  const needNames = files.some((f) => !f.name)
  const stored = useStoredFiles(orgId, [questionId], needNames)
  const shown = error ?? uploadError

  async function add(list: FileList | null) {
    if (!list?.length) return
    setBusy(true)
    setUploadError(undefined)
    const added: FileRef[] = []
    try {
      for (const file of Array.from(list)) added.push(await uploadAnswerFile(orgId, questionId, file))
    } catch (e) {
      setUploadError(e instanceof Error ? e.message : 'Upload failed')
    } finally {
      setBusy(false)
      if (added.length) onChange([...files.filter((f) => !added.some((a) => a.id === f.id)), ...added])
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium leading-none text-slate-700">
        {label}
      </label>
      {files.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label="Attached files">
          {files.map((f) => (
            <li
              key={f.id}
              className="flex items-center justify-between gap-2 rounded border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm"
            >
              <span className="truncate">{f.name || stored.data?.[f.id]?.name || 'Attached file'}</span>
              <Button
                variant="link"
                size="sm"
                disabled={disabled}
                onClick={() => onChange(files.filter((x) => x.id !== f.id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="file"
          multiple
          disabled={disabled || busy}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          onChange={(e) => {
            void add(e.target.files)
            e.target.value = ''
          }}
        />
        {busy && <Spinner label="Uploading" />}
      </div>
      {shown && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {shown}
        </p>
      )}
    </div>
  )
}
