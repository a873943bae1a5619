/**
 * The answer form of each question kind, as the inputs hold it (strings, a yes/no that may be unset, uploaded files
 * with their names), and its conversion to the API's answer shapes. Validation uses the API's own zod schemas
 * (parseAnswers), so the messages shown before sending are the ones the server would give.
 */
import { parseAnswers, type TQuestionKind } from '@app/shared/schemas/amc.ts'
import { firstMessageByField } from '@app/shared/rules/field-errors.ts'

export type FileRef = { id: string; name: string }

export type KindForm = {
  service_period: { from: string; to: string }
  expense_for: { value: string }
  deposit_for: { value: string }
  payee: { value: string }
  depositor: { value: string }
  safe: { value: boolean | null }
  invoice: { files: FileRef[] }
  prepaid_bills_for_month: { files: FileRef[]; description: string; none: boolean }
  accruals_for_month: { files: FileRef[]; description: string; none: boolean }
  class: { classId: string; className: string }
  cogs: { none: boolean; value: string }
}
export type FormState = Partial<{ [K in TQuestionKind]: KindForm[K] }>
/** Field errors keyed `<kind>.<field>` (the API's paths without the leading `answers.`). */
export type FieldErrors = Record<string, string>

const TEXT_KINDS = ['expense_for', 'deposit_for', 'payee', 'depositor'] as const
const FILE_KINDS = ['invoice', 'prepaid_bills_for_month', 'accruals_for_month'] as const
type Obj = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' ? v : '')
const bool = (v: unknown) => v === true
const files = (v: unknown): FileRef[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').map((id) => ({ id, name: '' })) : []

/** The form of one kind, pre-filled from a saved answer when there is one (a re-asked question keeps its answer). */
export function formFor<K extends TQuestionKind>(kind: K, saved?: unknown): KindForm[K] {
  const a = (saved && typeof saved === 'object' ? saved : {}) as Obj
  const forms: { [P in TQuestionKind]: () => KindForm[P] } = {
    service_period: () => ({ from: str(a.from), to: str(a.to) }),
    expense_for: () => ({ value: str(a.value) }),
    deposit_for: () => ({ value: str(a.value) }),
    payee: () => ({ value: str(a.value) }),
    depositor: () => ({ value: str(a.value) }),
    safe: () => ({ value: typeof a.value === 'boolean' ? a.value : null }),
    invoice: () => ({ files: files(a.fileIds) }),
    prepaid_bills_for_month: () => ({ files: files(a.fileIds), description: str(a.description), none: bool(a.none) }),
    accruals_for_month: () => ({ files: files(a.fileIds), description: str(a.description), none: bool(a.none) }),
    class: () => ({ classId: str(a.classId), className: str(a.className) }),
    cogs: () => ({ none: bool(a.none), value: str(a.value) }),
  }
  return forms[kind]() as KindForm[K]
}

export function initialForm(kinds: readonly TQuestionKind[], saved: Obj = {}): FormState {
  return Object.fromEntries(kinds.map((k) => [k, formFor(k, saved[k])])) as FormState
}

/** The answers body for the kinds asked. Empty optional inputs are left out rather than sent as empty strings. */
export function toAnswers(kinds: readonly TQuestionKind[], form: FormState): Obj {
  const out: Obj = {}
  for (const kind of kinds) {
    const f = (form[kind] ?? formFor(kind)) as Obj
    if ((TEXT_KINDS as readonly string[]).includes(kind)) out[kind] = { value: str(f.value) }
    else if (kind === 'service_period') out[kind] = { from: str(f.from), ...(str(f.to) ? { to: str(f.to) } : {}) }
    else if (kind === 'safe') out[kind] = f.value === null ? {} : { value: f.value }
    else if (kind === 'invoice') out[kind] = { fileIds: (f.files as FileRef[]).map((x) => x.id) }
    else if (kind === 'prepaid_bills_for_month' || kind === 'accruals_for_month') {
      out[kind] = {
        fileIds: f.none ? [] : (f.files as FileRef[]).map((x) => x.id),
        description: str(f.description),
        none: bool(f.none),
      }
    } else if (kind === 'class') out[kind] = { classId: str(f.classId), className: str(f.className) }
    else if (kind === 'cogs') out[kind] = { none: bool(f.none), value: f.none ? '' : str(f.value) }
  }
  return out
}

/** Checks the form with the API's schema; returns field errors by `<kind>.<field>`, empty when it would be accepted. */
export function validateForm(kinds: readonly TQuestionKind[], form: FormState): FieldErrors {
  const parsed = parseAnswers(kinds, toAnswers(kinds, form))
  return parsed.success ? {} : firstMessageByField(parsed.error.issues, '')
}

/** The API reports answer errors as `answers.<kind>.<field>`; the form keys them without the prefix. */
export function fromApiFields(fields: Record<string, string>): FieldErrors {
  const out: FieldErrors = {}
  for (const [path, message] of Object.entries(fields)) out[path.replace(/^answers\./, '')] = message
  return out
}

/** Error of a kind's field, falling back to an error on the kind as a whole (e.g. a missing answer object). */
export function errorOf(errors: FieldErrors, kind: TQuestionKind, field: string): string | undefined {
  return errors[`${kind}.${field}`] ?? (field === firstField(kind) ? errors[kind] : undefined)
}

function firstField(kind: TQuestionKind): string {
  if (kind === 'service_period') return 'from'
  if ((FILE_KINDS as readonly string[]).includes(kind)) return 'fileIds'
  if (kind === 'class') return 'classId'
  return 'value'
}
