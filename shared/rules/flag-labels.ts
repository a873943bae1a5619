/**
 * What staff call each feature flag. A flag's name ("customer-requests") is the key the code checks; the flags panel
 * shows this label first, the flag's description under it and the key small, for support to quote.
 */
export const FLAG_LABELS: Record<string, string> = {
  'customer-requests': 'Client requests',
  'bookkeeping-chats': 'Bookkeeper chats',
  'bookkeeping-tracker': 'Books due-date tracker',
  'transactions-tab': 'Transactions tab',
  taxes: '1099s',
  'ai-reports': 'AI reports',
  'banking-statement-tracker': 'Banking statement tracker',
  'real-time-expenses': 'Real-time expenses',
  'users-schedules': 'Schedules',
  'auto-transfer': 'Auto-transfer rules',
  autocat: 'Automatic categorisation',
  banking: 'Business banking',
  'recurring-invoices': 'Recurring invoices',
  'ach-pull': 'ACH pull payments',
  'multi-organization': 'Several organizations',
  'statement-tracker': 'Statement tracker',
}

/** A flag's label; a flag added since this list was written reads as words ("new-thing" → "New thing"). */
export function flagLabel(name: string): string {
  const known = FLAG_LABELS[name]
  if (known) return known
  const words = name.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
