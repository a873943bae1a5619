/**
 * Missing cost of goods (spec banking §6 notifications.missing-cogs): a month with sales and cost-of-goods accounts in
 * the chart, but nothing booked to them, is one whose books are likely incomplete (inventory or direct costs not yet
 * entered). A business with no cost-of-goods account is not asked.
 */
export function missingCogs(m: { incomeCents: number; cogsCents: number; cogsAccounts: number }): boolean {
  return m.cogsAccounts > 0 && m.incomeCents > 0 && m.cogsCents === 0
}
