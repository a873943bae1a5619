/**
 * Invoices data (routes/invoicing.ts): the /cash/invoices screen's query and its writes, and the public page's calls
 * (no session: the link's token is the credential). The list follows `invoices_changed` on the organization's topic,
 * so a customer paying shows here at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, publicApi, type ApiBody, type ApiData } from '@/lib/api.ts'
import { useRealtimeInvalidate } from '@/lib/realtime.ts'
import { save } from '../cash/downloads.ts'

const BASE = '/api/organizations/{organizationId}/invoices' as const
const PUBLIC = '/api/public-invoices/{token}' as const

export type InvoiceList = ApiData<'get', typeof BASE>
export type Invoice = InvoiceList['invoices'][number]
export type SaveInvoice = ApiBody<'post', typeof BASE>
export type PublicInvoice = ApiData<'get', typeof PUBLIC>

export const invoiceKeys = {
  org: (orgId: string) => ['invoices', orgId] as const,
  public: (token: string) => ['public-invoice', token] as const,
}

const org = (organizationId: string) => ({ params: { path: { organizationId } } })
const one = (organizationId: string, invoiceId: string) => ({ params: { path: { organizationId, invoiceId } } })

export function useInvoices(orgId: string) {
  useRealtimeInvalidate(orgId ? `org:${orgId}` : '', ['invoices_changed'], [[...invoiceKeys.org(orgId)]])
  return useQuery({ queryKey: invoiceKeys.org(orgId), queryFn: () => api.GET(BASE, org(orgId)) })
}

function useInvoiceMutation<V, R>(orgId: string, fn: (v: V) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: invoiceKeys.org(orgId) }) })
}

export const useSaveInvoice = (orgId: string) =>
  useInvoiceMutation(orgId, ({ id, body }: { id?: string; body: SaveInvoice }) =>
    id ? api.PUT(`${BASE}/{invoiceId}`, { ...one(orgId, id), body }) : api.POST(BASE, { ...org(orgId), body }),
  )
export const useSendInvoice = (orgId: string) =>
  useInvoiceMutation(orgId, (id: string) => api.POST(`${BASE}/{invoiceId}/send`, one(orgId, id)))
export const useCancelInvoice = (orgId: string) =>
  useInvoiceMutation(orgId, (id: string) => api.POST(`${BASE}/{invoiceId}/cancel`, one(orgId, id)))
export const useDuplicateInvoice = (orgId: string) =>
  useInvoiceMutation(orgId, (id: string) => api.POST(`${BASE}/{invoiceId}/duplicate`, one(orgId, id)))
export const useAddCustomer = (orgId: string) =>
  useInvoiceMutation(orgId, (body: ApiBody<'post', '/api/organizations/{organizationId}/invoice-customers'>) =>
    api.POST('/api/organizations/{organizationId}/invoice-customers', { ...org(orgId), body }),
  )

/** Section: the public page */

const tok = (token: string) => ({ params: { path: { token } } })

export function usePublicInvoice(token: string) {
  return useQuery({
    queryKey: invoiceKeys.public(token),
    queryFn: () => publicApi.GET(PUBLIC, tok(token)),
    retry: false,
  })
}
export function useConsentTemplate(token: string, enabled: boolean) {
  return useQuery({
    queryKey: [...invoiceKeys.public(token), 'consent'],
    queryFn: () => publicApi.GET(`${PUBLIC}/consent-template`, tok(token)),
    enabled,
  })
}
function usePublicMutation<V, R>(token: string, fn: (v: V) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: invoiceKeys.public(token) }) })
}
export const useRegisterBankPull = (token: string) =>
  usePublicMutation(token, (body: ApiBody<'post', `${typeof PUBLIC}/bank-pull`>) =>
    publicApi.POST(`${PUBLIC}/bank-pull`, { ...tok(token), body }),
  )
export const useVerifyBankPull = (token: string) =>
  usePublicMutation(token, (verificationAmountMicros: string) =>
    publicApi.POST(`${PUBLIC}/bank-pull/verify`, { ...tok(token), body: { verificationAmountMicros } }),
  )
export const usePayInvoice = (token: string) =>
  usePublicMutation(token, () => publicApi.POST(`${PUBLIC}/pay`, tok(token)))

/** Section: credit notes, the PDF and print status (the invoice's details) */
export type CreditInvoice = ApiBody<'post', `${typeof BASE}/{invoiceId}/credit-notes`>
export const useCreditInvoice = (orgId: string) =>
  useInvoiceMutation(orgId, ({ id, body }: { id: string; body: CreditInvoice }) =>
    api.POST(`${BASE}/{invoiceId}/credit-notes`, { ...one(orgId, id), body }),
  )
export const useSetPrintStatus = (orgId: string) =>
  useInvoiceMutation(orgId, ({ id, printStatus }: { id: string; printStatus: Invoice['printStatus'] }) =>
    api.POST(`${BASE}/{invoiceId}/print-status`, { ...one(orgId, id), body: { printStatus } }),
  )
export async function downloadInvoicePdf(orgId: string, invoice: Pick<Invoice, 'id' | 'invoiceNumber'>) {
  save(await api.GET_FILE(`${BASE}/{invoiceId}/pdf`, one(orgId, invoice.id)), `invoice-${invoice.invoiceNumber}.pdf`)
}

/** Section: recurring schedules */
const SCHEDULES = '/api/organizations/{organizationId}/invoice-schedules' as const
export type InvoiceSchedule = ApiData<'get', typeof SCHEDULES>['schedules'][number]
export type EditSchedule = ApiBody<'patch', `${typeof SCHEDULES}/{scheduleId}`>
const schedule = (organizationId: string, scheduleId: string) => ({ params: { path: { organizationId, scheduleId } } })
const scheduleKey = (orgId: string) => [...invoiceKeys.org(orgId), 'schedules'] as const

export function useInvoiceSchedules(orgId: string) {
  // a copy issued, or a schedule ended by the run, is an invoice change: the same live event refreshes this list
  return useQuery({ queryKey: scheduleKey(orgId), queryFn: () => api.GET(SCHEDULES, org(orgId)) })
}
export const usePauseSchedule = (orgId: string) =>
  useInvoiceMutation(orgId, (id: string) => api.POST(`${SCHEDULES}/{scheduleId}/pause`, schedule(orgId, id)))
export const useResumeSchedule = (orgId: string) =>
  useInvoiceMutation(orgId, (id: string) => api.POST(`${SCHEDULES}/{scheduleId}/resume`, schedule(orgId, id)))
export const useEditSchedule = (orgId: string) =>
  useInvoiceMutation(orgId, ({ id, body }: { id: string; body: EditSchedule }) =>
    api.PATCH(`${SCHEDULES}/{scheduleId}`, { ...schedule(orgId, id), body }),
  )
