/**
 * Storage's error shape `{statusCode, code, error, message}` (what storage-js turns into StorageApiError), and the
 * mapping from Postgres errors raised while acting as the caller (RLS refusals, duplicates) to that shape.
 */
import type { ServerResponse } from 'node:http'
import { sendJson } from '../http.ts'
import type { Log } from '../context.ts'

export class StorageError extends Error {
  constructor(
    public status: number,
    public code: string,
    public error: string,
    message: string,
  ) {
    super(message)
  }
}

export const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  invalidJwt: (message: string) => new StorageError(403, 'InvalidJWT', 'Unauthorized', message),
  invalidSignature: (message: string) => new StorageError(400, 'InvalidSignature', 'InvalidJWT', message),
  tooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  mimeType: (type: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`),
  duplicate: () => new StorageError(409, 'Duplicate', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(409, 'InvalidRequest', 'Bucket not empty', 'The bucket you tried to delete is not empty'),
  invalid: (message: string) => new StorageError(400, 'InvalidRequest', 'Bad Request', message),
  notFoundRoute: () => new StorageError(404, 'NotFound', 'Not Found', 'Route not found'),
}

type PgError = { code?: string; message?: string }

/** Turns anything thrown while serving a request into a storage error response; unexpected ones are logged as 500. */
export function sendStorageError(res: ServerResponse, e: unknown, log: Log, where: string) {
  const err = toStorageError(e)
  if (!err) {
    log('storage', `unexpected error on ${where}: ${(e as Error)?.stack ?? String(e)}`)
    if (!res.headersSent)
      sendJson(res, 500, {
        statusCode: '500',
        code: 'InternalError',
        error: 'internal',
        message: 'Internal Server Error',
      })
    else res.end()
    return
  }
  if (res.headersSent) {
    res.end()
    return
  }
  sendJson(res, err.status, { statusCode: String(err.status), code: err.code, error: err.error, message: err.message })
}

function toStorageError(e: unknown): StorageError | undefined {
  if (e instanceof StorageError) return e
  const pg = e as PgError
  // 42501 covers both "new row violates row-level security policy" and "permission denied for table" (no grant)
  if (pg?.code === '42501')
    return errors.accessDenied(
      /row-level security/.test(pg.message ?? '') ? 'new row violates row-level security policy' : 'Unauthorized',
    )
  if (pg?.code === '23505') return errors.duplicate()
  if (pg?.code === '23503') return errors.noSuchBucket()
  if (pg?.code === '22P02' || pg?.code === '22023') return errors.invalid(pg.message ?? 'Invalid input')
  const status = (e as { status?: number })?.status
  if (status === 413) return errors.tooLarge()
  if (status === 400) return errors.invalid((e as Error).message)
  return undefined
}
