/** One name list of a ledger (vendors, customers, …) under its QuickBooks entity name, as a query answer carries it. */
import type { TLedgerList, TListEntriesResponse } from '../../../shared/schemas/ledger.ts'
import type { LedgerPort } from './ledger-port.ts'

export async function listLedgerEntries({
  ledger: l,
  list,
}: {
  ledger: LedgerPort
  list: TLedgerList
}): Promise<TListEntriesResponse['QueryResponse']> {
  switch (list) {
    case 'vendors':
      return { Vendor: await l.listVendors() }
    case 'customers':
      return { Customer: await l.listCustomers() }
    case 'employees':
      return { Employee: await l.listEmployees() }
    case 'classes':
      return { Class: await l.listClasses() }
    case 'departments':
      return { Department: await l.listDepartments() }
    case 'items':
      return { Item: await l.listItems() }
    case 'terms':
      return { Term: await l.listTerms() }
  }
}
