/** Display formats, shared with the API so both sides show the same money and dates. */
export {
  formatMoney,
  formatDate,
  formatPeriod,
  formatEin,
  formatQuestionDate,
  nextMonth,
  personName,
  DEFAULT_DATE_FORMAT,
  QUESTION_DATE_FORMAT,
} from '@app/shared/rules/format.ts'
export type { CentsInput, DateInput } from '@app/shared/rules/format.ts'
