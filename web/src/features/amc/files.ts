/**
 * Files a client attaches to an answer. The browser uploads each to the private Storage bucket 'files' under
 * `<orgId>/amc/<questionId>/<random>-<filename>` (Storage RLS lets members and staff of the organization in), then
 * records it as a `files` row like every other upload; the answer keeps the file row ids.
 */
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api.ts'
import { supabase } from '@/lib/supabase.ts'
import { amcKeys } from './api.ts'
import type { FileRef } from './form-state.ts'

const BUCKET = 'files'
const MAX_FILE_BYTES = 50 * 1024 * 1024

const amcFolder = (orgId: string, questionId: string) => `${orgId}/amc/${questionId}`

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must not reach a storage key
const UNSAFE_IN_KEY = /[\u0000-\u001f\u007f/\\]+/g

/** Keeps names readable but safe as a key: no slashes or control characters, at most 120 characters. */
function safeFileName(name: string): string {
  const cleaned = name.normalize('NFKC').replace(UNSAFE_IN_KEY, '-').replace(/^\.+/, '').trim()
  return (cleaned || 'file').slice(-120)
}

export async function uploadAnswerFile(orgId: string, questionId: string, file: File): Promise<FileRef> {
  if (file.size > MAX_FILE_BYTES) throw new Error(`${file.name} is larger than 50 MB`)
  const name = safeFileName(file.name)
  // a fresh key per upload: two files of one name both stay, and a row never points at a replaced object
  const path = `${amcFolder(orgId, questionId)}/${crypto.randomUUID().slice(0, 8)}-${name}`
  const { error } = await supabase.storage
    .from(BUCKET)
    .upload(path, file, { upsert: false, contentType: file.type || undefined })
  if (error) throw new Error(error.message || `Could not upload ${file.name}`)
  try {
    const row = await api.POST('/api/files', { body: { organizationId: orgId, path, title: name } })
    return { id: row.id, name }
  } catch (e) {
    await supabase.storage.from(BUCKET).remove([path]) // no object without its row
    throw e
  }
}

export type StoredFile = FileRef & { path: string }

/** Files recorded for these questions, by file id (a group's answer may keep its files in another member's folder). */
export function useStoredFiles(orgId: string | undefined, questionIds: string[], enabled = true) {
  const folders = [...new Set(questionIds)].sort()
  return useQuery({
    queryKey: amcKeys.files(orgId ?? '', folders),
    enabled: !!orgId && enabled && folders.length > 0,
    queryFn: async () => {
      const { files } = await api.GET('/api/files', {
        params: { query: { organizationId: orgId!, pathPrefix: `${orgId}/amc/` } },
      })
      const byId: Record<string, StoredFile> = {}
      for (const f of files) {
        if (folders.some((qid) => f.path.startsWith(`${amcFolder(orgId!, qid)}/`)))
          byId[f.id] = { id: f.id, name: f.title, path: f.path }
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
