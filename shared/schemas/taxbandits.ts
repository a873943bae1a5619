/**
 * The tax-form service's wire shapes (banking-payments-tax.md §3 "Tax-form service records", §4 statuses), as
 * TaxBandits' API speaks them: PascalCase bodies, `StatusCode`/`StatusName`/`StatusMessage` on every answer,
 * `Errors: [{Id, Name, Message}]`, a W-9 request answered with a `SubmissionId` and its success and error records,
 * a business answered with its `BusinessId`. Shared by the sandbox (supabase/local/src/sandbox/providers/taxbandits*)
 * and the product's client (edge-functions/domains/taxbandits/), so both read the same words.
 */
import { z } from 'zod'
import { W9_STATUSES } from '../rules/vendor-1099.ts'

/**
 * The service's API credentials: one API account for the whole product (the requester businesses live under it, one
 * per organization). Outside production the product falls back to these and the sandbox accepts them.
 */
export const LOCAL_TAXBANDITS_APP = {
  clientId: 'tb-sandbox-client-id',
  clientSecret: 'tb-sandbox-client-secret',
  userToken: 'tb-sandbox-user-token',
} as const

export const ZTbError = z.object({ Id: z.string(), Name: z.string(), Message: z.string() })
export type TTbError = z.infer<typeof ZTbError>

const ZTbStatus = {
  StatusCode: z.number().int(),
  StatusName: z.string(),
  StatusMessage: z.string(),
  Errors: z.array(ZTbError).nullable().optional(),
}

export const ZTbTokenResponse = z.object({ ...ZTbStatus, AccessToken: z.string(), ExpiresIn: z.number() })
export const ZTbBusinessResponse = z.object({
  ...ZTbStatus,
  BusinessId: z.string().nullable(),
  PayerRef: z.string().nullish(),
})

export const ZTbW9SuccessRecord = z.object({
  PayeeRef: z.string(),
  Name: z.string().optional(),
  Email: z.string().optional(),
  W9Status: z.enum(W9_STATUSES),
  StatusTime: z.string(),
  W9Url: z.string().nullish(),
})
export const ZTbW9ErrorRecord = z.object({
  PayeeRef: z.string().nullable(),
  W9Status: z.literal('ORDER_NOT_CREATED'),
  Errors: z.array(ZTbError),
})
export const ZTbW9RequestResponse = z.object({
  ...ZTbStatus,
  SubmissionId: z.string().nullable(),
  BusinessId: z.string().nullish(),
  FormW9Records: z
    .object({
      SuccessRecords: z.array(ZTbW9SuccessRecord).nullable(),
      ErrorRecords: z.array(ZTbW9ErrorRecord).nullable(),
    })
    .nullable(),
})
export type TTbW9RequestResponse = z.infer<typeof ZTbW9RequestResponse>

/** TIN matching with the IRS, run by the service once the vendor completed the form. */
export const TB_TIN_MATCH = ['INPROGRESS', 'MATCHED', 'NOTMATCHED', 'NOTAPPLICABLE'] as const
export const ZTbTinMatching = z.object({ Status: z.enum(TB_TIN_MATCH), StatusTime: z.string().nullable() })

/** GET FormW9/Status: where one payee's W-9 stands. */
export const ZTbW9StatusResponse = z.object({
  ...ZTbStatus,
  SubmissionId: z.string().nullable(),
  BusinessId: z.string().nullable(),
  PayeeRef: z.string().nullable(),
  W9Status: z.enum(W9_STATUSES).nullable(),
  StatusTime: z.string().nullable(),
  TINMatching: ZTbTinMatching.nullable(),
})
export type TTbW9Status = z.infer<typeof ZTbW9StatusResponse>

/** GET FormW9/Get: what the vendor certified (the TIN in full: only the requester's API account reads it). */
export const ZTbW9Details = z.object({
  Name: z.string(),
  BusinessName: z.string().nullable(),
  FederalTaxClassification: z.string(),
  Address1: z.string(),
  Address2: z.string().nullable(),
  City: z.string(),
  State: z.string(),
  ZipCd: z.string(),
  TINType: z.enum(['EIN', 'SSN']),
  TIN: z.string().nullable(),
  IsTINAppliedFor: z.boolean(),
  Signature: z.string(),
  SignedOn: z.string(),
})
export const ZTbW9GetResponse = z.object({
  ...ZTbStatus,
  PayeeRef: z.string().nullable(),
  W9Details: ZTbW9Details.nullable(),
})
export type TTbW9Details = z.infer<typeof ZTbW9Details>

/** GET FormW9/GetPdf: a short-lived link to the completed form's PDF. */
export const ZTbW9PdfResponse = z.object({
  ...ZTbStatus,
  PayeeRef: z.string().nullable(),
  PdfUrl: z.string().nullable(),
})

/**
 * The status webhook: one POST per status change of one payee's W-9, headers `Signature` and `TimeStamp`
 * (verify-taxbandits-signature.ts). The body names the business, the payee and the status it reached when.
 */
export const ZTbW9Webhook = z.object({
  SubmissionId: z.string(),
  BusinessId: z.string(),
  PayeeRef: z.string(),
  Name: z.string().nullish(),
  Email: z.string().nullish(),
  W9Status: z.enum(W9_STATUSES),
  StatusTime: z.string(),
  TINMatching: ZTbTinMatching.nullish(),
})
export type TTbW9Webhook = z.infer<typeof ZTbW9Webhook>
export const tbDeliveryKey = (h: TTbW9Webhook) =>
  `${h.BusinessId}:${h.PayeeRef}:${h.W9Status}:${h.TINMatching?.Status ?? ''}:${h.StatusTime}`
