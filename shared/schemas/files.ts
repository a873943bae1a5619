/** Files stored in the private Storage bucket 'files' under '<organizationId>/...' (spec §3 File). */
import { z } from 'zod'
import { ZText, ZUuid } from './common.ts'

export const FILES_BUCKET = 'files'

export const ZFileSchema = z.object({
  id: ZUuid,
  title: z.string(),
  description: z.string(),
  bucket: z.string(),
  path: z.string(),
  extension: z.string(),
  organizationId: ZUuid,
  userId: ZUuid.nullable(),
  orgTaskId: ZUuid.nullable(),
  createdAt: z.string(),
})
export type TFile = z.infer<typeof ZFileSchema>
/** Signed URLs are null when Storage could not sign (the row exists but the object is missing). */
export const ZDownloadableFileSchema = ZFileSchema.extend({
  downloadUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
})

export const ZCreateFileRequestSchema = z
  .object({
    organizationId: ZUuid,
    path: ZText.min(1).max(1024),
    title: ZText.trim().min(1, { message: 'Title is required' }).max(255),
    description: ZText.trim().max(5000).default(''),
    orgTaskId: ZUuid.optional(),
  })
  .refine(
    (f) =>
      f.path.startsWith(`${f.organizationId}/`) &&
      f.path.length > f.organizationId.length + 1 &&
      !f.path.includes('..'),
    { message: 'Upload under <organizationId>/ in the files bucket', path: ['path'] },
  )
export const ZListFilesQuerySchema = z.object({
  organizationId: ZUuid,
  orgTaskId: ZUuid.optional(),
  /** Only files whose path starts with this folder (e.g. `<orgId>/amc/`). */
  pathPrefix: ZText.max(1024).optional(),
})

/** Lower-case extension of a storage path ('' when there is none). */
export const fileExtension = (path: string) => {
  const name = path.split('/').pop() ?? ''
  const i = name.lastIndexOf('.')
  return i > 0
    ? name
        .slice(i + 1)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 10)
    : ''
}
