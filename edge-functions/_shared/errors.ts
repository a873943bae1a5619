/** Expected errors carry a code and status; the API's error boundary turns them into JSON. */
import { DATE_MESSAGES, MONEY_MESSAGES, TEXT_MESSAGES } from '../../shared/rules/values.ts'
import { refusalMessage } from '../../shared/rules/field-errors.ts'

type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'validation_failed'
  | 'unprocessable'
  | 'insufficient_aal'
  | 'rate_limited'

const STATUS: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation_failed: 422,
  unprocessable: 422,
  insufficient_aal: 403,
  rate_limited: 429,
}

export class AppError extends Error {
  constructor(
    public code: AppErrorCode,
    message: string,
    public details?: unknown,
  ) {
    super(message)
  }
  get status() {
    return STATUS[this.code]
  }
}

/**
 * Bad values Postgres refuses, in the value rules' words (shared/rules/values.ts). The rules refuse these before the
 * database sees them; this is the backstop, so a value that slips past a schema is a 422, never a 500.
 */
const BAD_VALUE: Record<string, string> = {
  '22021': TEXT_MESSAGES.nul, // invalid byte sequence for encoding "UTF8": 0x00
  '22P05': TEXT_MESSAGES.nul, // \u0000 cannot be converted to text (jsonb)
  '22008': DATE_MESSAGES.invalid, // date/time field value out of range
  '22007': DATE_MESSAGES.invalid, // invalid date/time format
  '22003': 'This number is too large', // numeric value out of range
  '22001': 'This text is too long', // value too long for the column
}

/** Postgres errors that mean "not allowed" or "bad data" rather than a server fault. */
export function fromPostgresError(e: unknown): AppError | undefined {
  const err = e as { code?: string; message?: string; detail?: string; column_name?: string; constraint_name?: string }
  if (!err?.code) return undefined
  if (BAD_VALUE[err.code]) {
    const field = err.column_name ?? err.constraint_name
    const message = BAD_VALUE[err.code]
    // a column names its field in words ("Legal name: This text is too long"); a constraint's name is no label
    return new AppError(
      'validation_failed',
      err.column_name ? refusalMessage([{ path: err.column_name, message }]) : message,
      field ? { field, fields: [{ path: field, message }] } : {},
    )
  }
  if (err.code === '42501') {
    // the database's own refusals name tables and policies; a rule's refusal (raised by a guard) is already in words
    const system = !err.message || /^(permission denied|new row violates|must be owner)/.test(err.message)
    return new AppError('forbidden', system ? 'You do not have access to this resource' : err.message!)
  }
  if (err.code === '23505') return new AppError('conflict', err.detail ?? 'Already exists')
  if (err.code === '23503') return new AppError('bad_request', err.detail ?? 'Referenced record does not exist')
  if (err.code === '23514' && /_within_maximum$/.test(err.constraint_name ?? '')) {
    return new AppError('validation_failed', MONEY_MESSAGES.tooLarge, { field: err.constraint_name })
  }
  if (err.code === '23514' || err.code === '23502' || err.code === '22P02' || err.code === '22023') {
    return new AppError('validation_failed', err.message ?? 'Invalid value', {
      field: err.column_name ?? err.constraint_name,
    })
  }
  if (err.code === 'P0001') return new AppError('unprocessable', err.message ?? 'Rejected')
  if (err.code === 'P0002') return new AppError('not_found', err.message ?? 'Not found')
  return undefined
}
