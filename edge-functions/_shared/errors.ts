/** Expected errors carry a code and status; the API's error boundary turns them into JSON. */
export type AppErrorCode = 'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'validation_failed' | 'unprocessable'
  | 'insufficient_aal'

const STATUS: Record<AppErrorCode, number> = {
  bad_request: 400, unauthorized: 401, forbidden: 403, not_found: 404, conflict: 409, validation_failed: 422, unprocessable: 422,
  insufficient_aal: 403,
}

export class AppError extends Error {
  constructor(public code: AppErrorCode, message: string, public details?: unknown) { super(message) }
  get status() { return STATUS[this.code] }
}

/** Postgres errors that mean "not allowed" or "bad data" rather than a server fault. */
export function fromPostgresError(e: unknown): AppError | undefined {
  const err = e as { code?: string; message?: string; detail?: string; column_name?: string; constraint_name?: string }
  if (!err?.code) return undefined
  if (err.code === '42501') return new AppError('forbidden', 'You do not have access to this resource')
  if (err.code === '23505') return new AppError('conflict', err.detail ?? 'Already exists')
  if (err.code === '23503') return new AppError('bad_request', err.detail ?? 'Referenced record does not exist')
  if (err.code === '23514' || err.code === '23502' || err.code === '22P02' || err.code === '22023') {
    return new AppError('validation_failed', err.message ?? 'Invalid value', { field: err.column_name ?? err.constraint_name })
  }
  if (err.code === 'P0001') return new AppError('unprocessable', err.message ?? 'Rejected')
  if (err.code === 'P0002') return new AppError('not_found', err.message ?? 'Not found')
  return undefined
}
