/** Maps an amc_questions row (snake_case) to the API's question shape (camelCase). */
import type { Row } from '../../_shared/db.ts'
import type { TAmcQuestion } from '../../../shared/schemas/amc.ts'

const iso = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString() : String(v))
const day = (v: unknown) =>
  v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10)

export function toQuestion(r: Row): TAmcQuestion {
  return {
    id: r.id,
    organizationId: r.organization_id,
    expenseDate: day(r.expense_date),
    accountName: r.account_name,
    transactionId: r.transaction_id,
    amount: Number(r.amount),
    vendorName: r.vendor_name,
    description: r.description,
    status: r.status,
    clientResponse: r.client_response,
    bookkeeperFeedback: r.bookkeeper_feedback,
    questions: r.questions,
    answers: r.answers ?? {},
    lastStatusChangeAt: iso(r.last_status_change_at),
    lastReminderSentAt: iso(r.last_reminder_sent_at),
    lastBookkeeperReminderSentAt: iso(r.last_bookkeeper_reminder_sent_at),
    clientRespondedAt: iso(r.client_responded_at),
    categorizedBy: r.categorized_by,
    note: r.note,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    deletedAt: iso(r.deleted_at),
    groupId: r.group_id,
    explicitlyUngrouped: r.explicitly_ungrouped,
    source: r.source,
    category: r.category,
    ledgerRecordKind: r.ledger_record_kind,
    version: r.version,
  } as TAmcQuestion
}
