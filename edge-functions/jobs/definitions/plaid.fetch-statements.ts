/** `plaid.fetch-statements`: an item's statements into the bank-statements bucket, with their extracted figures. */
import { plaidStatementsJob } from '../../../shared/schemas/plaid.ts'
import { fetchStatements } from '../../domains/plaid/fetch-statements.ts'
import { registerJob } from '../registry.ts'

registerJob(
  plaidStatementsJob,
  async ({ tx, payload }) => await fetchStatements({ tx, connectionId: payload.connectionId }),
)
