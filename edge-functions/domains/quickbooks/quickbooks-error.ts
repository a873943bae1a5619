/** Errors from QuickBooks: the Fault shape parsed (either key casing), the HTTP status, and OAuth grant errors. */
import type { TFault, TFaultError } from '../../../shared/schemas/quickbooks.ts'
import { GrantRefusedError } from '../connections/provider-http.ts'

export class QuickbooksError extends Error {
  constructor(
    public status: number,
    public fault: TFault | undefined,
    message?: string,
  ) {
    super(
      message ??
        fault?.Error.map((e) => `${e.code} ${e.Message}${e.Detail ? `: ${e.Detail}` : ''}`).join('; ') ??
        `QuickBooks answered ${status}`,
    )
  }
  get codes(): string[] {
    return this.fault?.Error.map((e) => e.code) ?? []
  }
  /** Stale SyncToken: someone else changed the record first. */
  get isStale() {
    return this.codes.includes('5010')
  }
  get isThrottled() {
    return this.status === 429
  }
  get isAuthFailure() {
    return this.status === 401
  }
}

/** The OAuth grant no longer works (revoked, expired or already used): the connection is broken. */
export class QuickbooksGrantError extends GrantRefusedError {
  constructor(error: string, description?: string) {
    super('quickbooks', error, description)
  }
}

/** Reads `{Fault:{Error,type}}` or the lower-case `{fault:{error,type}}` QuickBooks uses for 401s. */
export function parseFault(body: unknown): TFault | undefined {
  type Loose = Record<string, unknown>
  const b = body as Loose | undefined
  const f = (b?.Fault ?? b?.fault) as Loose | undefined
  if (!f) return undefined
  const errors = (f.Error ?? f.error ?? []) as Loose[]
  return {
    type: String(f.type ?? 'Unknown'),
    Error: errors.map(
      (e): TFaultError => ({
        Message: String(e.Message ?? e.message ?? ''),
        Detail: (e.Detail ?? e.detail ?? undefined) as string | undefined,
        code: String(e.code ?? ''),
        element: (e.element ?? null) as string | null,
      }),
    ),
  }
}
