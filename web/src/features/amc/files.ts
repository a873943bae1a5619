/**
 * Files a client attaches to an answer. They go to the private Storage bucket 'files' under
 * `<orgId>/amc/<questionId>/<filename>` (Storage RLS lets members and staff of the organization in). The answer keeps
 * the Storage object ids: there is no files API yet to create `public.files` rows, so names are found again by
 * listing the question's folder.
 */
import { useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase.ts'
import { amcKeys } from './api.ts'
import type { FileRef } from './form-state.ts'

const BUCKET = 'files'
export const MAX_FILE_BYTES = 50 * 1024 * 1024

export const amcFolder = (orgId: string, questionId: string) => `${orgId}/amc/${questionId}`

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must not reach a storage key
const UNSAFE_IN_KEY = /[\u0000-\u001f\u007f/\\]+/g

/** Keeps names readable but safe as a key: no slashes or control characters, at most 120 characters. */
export function safeFileName(name: string): string {
  const cleaned = name.normalize('NFKC').replace(UNSAFE_IN_KEY, '-').replace(/^\.+/, '').trim()
  return (cleaned || 'file').slice(-120)
}

export async function uploadAnswerFile(orgId: string, questionId: string, file: File): Promise<FileRef> {
  if (file.size > MAX_FILE_BYTES) throw new Error(`${file.name} is larger than 50 MB`)
  const name = safeFileName(file.name)
  const { data, error } = await supabase.storage
    .from(BUCKET)
    .upload(`${amcFolder(orgId, questionId)}/${name}`, file, { upsert: true, contentType: file.type || undefined })
  if (error || !data?.id) throw new Error(error?.message ?? `Could not upload ${file.name}`)
  return { id: data.id, name }
}

export type StoredFile = FileRef & { path: string }

/** Files stored for these questions, by object id (a group's answer may keep its files in another member's folder). */
export function useStoredFiles(orgId: string | undefined, questionIds: string[], enabled = true) {
  const folders = [...new Set(questionIds)].sort()
  return useQuery({
    queryKey: amcKeys.files(orgId ?? '', folders),
    enabled: !!orgId && enabled && folders.length > 0,
    queryFn: async () => {
      const byId: Record<string, StoredFile> = {}
      for (const qid of folders) {
        const folder = amcFolder(orgId!, qid)
        const { data, error } = await supabase.storage.from(BUCKET).list(folder, { limit: 1000 })
        if (error) throw new Error(error.message)
        for (const o of data ?? []) if (o.id) byId[o.id] = { id: o.id, name: o.name, path: `${folder}/${o.name}` }
      }
      return byId
    },
  })
}

/** Opens a stored file through a short-lived signed URL (the bucket is private). */
export async function openStoredFile(path: string) {
  const { data, error } = await supabase.storage.from(BUCKET).createSignedUrl(path, 60)
  if (error || !data?.signedUrl) throw new Error(error?.message ?? 'Could not open the file')
  window.open(data.signedUrl, '_blank', 'noopener')
}
