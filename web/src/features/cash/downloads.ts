/**
 * Files the cash screens hand to the browser: the activity CSV, statement and wire-instruction PDFs. The app's API
 * client reads every answer as text, which would mangle a PDF's bytes, so PDFs go through a second client over the
 * same API (same paths, token and errors) whose fetch keeps the answer's bytes; the browser saves them by name.
 */
import { createApi } from '@/lib/api-client.ts'
import { env } from '@/lib/env.ts'
import { accessToken } from '@/lib/supabase.ts'

function bytesClient(sink: { blob?: Blob }) {
  return createApi({
    baseUrl: `${env.supabaseUrl}/functions/v1`,
    anonKey: env.anonKey,
    token: accessToken,
    fetch: async (request) => {
      const response = await fetch(request)
      if (response.ok) sink.blob = await response.clone().blob()
      return response
    },
  })
}

export function saveText(text: string, filename: string, type = 'text/csv') {
  save(new Blob([text], { type }), filename)
}

function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const a = Object.assign(document.createElement('a'), { href: url, download: filename })
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export async function downloadStatement(orgId: string, statementId: string, filename: string) {
  const sink: { blob?: Blob } = {}
  await bytesClient(sink).GET('/api/organizations/{organizationId}/banking/statements/{statementFile}', {
    params: { path: { organizationId: orgId, statementFile: `${statementId}.pdf` } },
  })
  if (sink.blob) save(sink.blob, filename)
}

export async function downloadWireInstructions(orgId: string, accountId: string, filename: string) {
  const sink: { blob?: Blob } = {}
  await bytesClient(sink).GET(
    '/api/organizations/{organizationId}/banking/accounts/{accountId}/wire-instructions.pdf',
    {
      params: { path: { organizationId: orgId, accountId } },
    },
  )
  if (sink.blob) save(sink.blob, filename)
}
