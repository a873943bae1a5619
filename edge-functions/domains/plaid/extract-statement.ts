/**
 * A bank statement PDF's text and what it says: the text is read with unpdf (domains/reconciliation/pdf-text.ts), the
 * period and balances by the statement rule (shared/rules/statement-text.ts); both shared with uploaded statements.
 */
export { pdfText } from '../reconciliation/pdf-text.ts'
export { extractStatement, moneyToCents, type ExtractedStatement } from '../../../shared/rules/statement-text.ts'
