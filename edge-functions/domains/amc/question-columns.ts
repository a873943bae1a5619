/**
 * The API's question (ZAmcQuestion) as SQL: the columns of `public.amc_questions q` under their API names, for every
 * select and `returning` that answers with questions. Dates are text; timestamps become ISO strings through `plain`.
 */
export const QUESTION_COLUMNS = `q.id, q.organization_id as "organizationId", q.expense_date::text as "expenseDate",
  q.account_name as "accountName", q.transaction_id as "transactionId", q.amount::float8 as amount, q.vendor_name as "vendorName",
  q.description, q.status, q.client_response as "clientResponse", q.bookkeeper_feedback as "bookkeeperFeedback", q.questions,
  coalesce(q.answers, '{}'::jsonb) as answers, q.last_status_change_at as "lastStatusChangeAt",
  q.last_reminder_sent_at as "lastReminderSentAt", q.last_bookkeeper_reminder_sent_at as "lastBookkeeperReminderSentAt",
  q.client_responded_at as "clientRespondedAt", q.categorized_by as "categorizedBy", q.note, q.created_at as "createdAt",
  q.updated_at as "updatedAt", q.deleted_at as "deletedAt", q.group_id as "groupId",
  q.explicitly_ungrouped as "explicitlyUngrouped", q.source, q.category, q.ledger_record_kind as "ledgerRecordKind", q.version,
  (select max(r.edited_at) from public.edit_revisions r where r.subject = 'amc_answer' and r.subject_id = q.id) as "answerEditedAt"`
