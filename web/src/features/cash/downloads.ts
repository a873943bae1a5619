/**
 * Files the cash screens hand to the browser: the activity CSV, statement and wire-instruction PDFs. PDFs come
 * through the app's API client as bytes (`api.GET_FILE`: same paths, token and errors); the browser saves them by name.
 */
import { api } from '@/lib/api.ts'

export function saveText(text: string, filename: string, type = 'text/csv') {
  save(new Blob([text], { type }), filename)
}

/** A file's bytes saved by the browser under `filename` (the invoice PDFs use it too). */
export function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const a = Object.assign(document.createElement('a'), { href: url, download: filename })
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export async function downloadStatement(orgId: string, statementId: string, filename: string) {
  const pdf = await api.GET_FILE('/api/organizations/{organizationId}/banking/statements/{statementFile}', {
    params: { path: { organizationId: orgId, statementFile: `${statementId}.pdf` } },
  })
  save(pdf, filename)
}

export async function downloadWireInstructions(orgId: string, accountId: string, filename: string) {
  const pdf = await api.GET_FILE(
    '/api/organizations/{organizationId}/banking/accounts/{accountId}/wire-instructions.pdf',
    {
      params: { path: { organizationId: orgId, accountId } },
    },
  )
  save(pdf, filename)
}
