/**
 * Banking settings that come from onboarding (docs/banking.md "Onboarding and settings"): the company's details,
 * the banking agreements with their acceptance, the documents (statements, agreements, wire instructions), and each
 * account's wire instructions as the spec's document arguments (JSON) or a PDF.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { onboardingHook } from '../../domains/banking-onboarding/onboarding-hook.ts'
import { ZErrorResponseSchema } from '../../../shared/schemas/common.ts'
import {
  ZAcceptAgreementRequestSchema,
  ZBankingDocumentsSchema,
  ZCompanySettingsSchema,
  ZLegalSettingsSchema,
  ZUpdateCompanySettingsRequestSchema,
  ZWireInstructionsSchema,
} from '../../../shared/schemas/banking-onboarding.ts'
import { getCompanySettings, updateCompanySettings } from '../../domains/banking-onboarding/company-settings.ts'
import { listDocuments } from '../../domains/banking-onboarding/documents.ts'
import { acceptAgreement, listAgreements } from '../../domains/banking-onboarding/legal.ts'
import { getWireInstructions, wireInstructionsPdf } from '../../domains/banking-onboarding/wire-instructions.ts'
import { body, errors, json } from '../openapi.ts'

const OrgParam = z.object({ organizationId: z.uuid() })
const AccountParam = z.object({ organizationId: z.uuid(), accountId: z.uuid() })
const BASE = '/organizations/{organizationId}/banking'
const tags = ['banking-onboarding']
const conflict = { 409: json(ZErrorResponseSchema, 'Not possible in the current state') }

const company = createRoute({
  method: 'get',
  path: `${BASE}/settings/company`,
  tags,
  summary: 'The company as the bank knows it; contact details editable once approved',
  request: { params: OrgParam },
  responses: { 200: json(ZCompanySettingsSchema, 'Company'), ...errors },
})
const updateCompany = createRoute({
  method: 'put',
  path: `${BASE}/settings/company`,
  tags,
  summary: "Changes the approved company's phone, website and registered address",
  request: { params: OrgParam, ...body(ZUpdateCompanySettingsRequestSchema) },
  responses: { 200: json(ZCompanySettingsSchema, 'Saved'), ...conflict, ...errors },
})
const legal = createRoute({
  method: 'get',
  path: `${BASE}/settings/legal`,
  tags,
  summary: 'The banking agreements, each with its current version and acceptance',
  request: { params: OrgParam },
  responses: { 200: json(ZLegalSettingsSchema, 'Agreements'), ...errors },
})
const accept = createRoute({
  method: 'post',
  path: `${BASE}/settings/legal/accept`,
  tags,
  summary: "Accepts an agreement's current version in the caller's name",
  request: { params: OrgParam, ...body(ZAcceptAgreementRequestSchema) },
  responses: { 200: json(ZLegalSettingsSchema, 'Accepted'), ...conflict, ...errors },
})
const documents = createRoute({
  method: 'get',
  path: `${BASE}/settings/documents`,
  tags,
  summary: 'Monthly statements of every account, the agreements, and wire instructions per open account',
  request: { params: OrgParam },
  responses: { 200: json(ZBankingDocumentsSchema, 'Documents'), ...errors },
})
const wire = createRoute({
  method: 'get',
  path: `${BASE}/accounts/{accountId}/wire-instructions`,
  tags,
  summary: "The account's wire-instructions document arguments",
  request: { params: AccountParam },
  responses: { 200: json(ZWireInstructionsSchema, 'Wire instructions'), ...conflict, ...errors },
})
const wirePdf = createRoute({
  method: 'get',
  path: `${BASE}/accounts/{accountId}/wire-instructions.pdf`,
  tags,
  summary: "The account's wire instructions as a PDF",
  request: { params: AccountParam },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
    ...conflict,
    ...errors,
  },
})

export const bankingOnboardingSettingsRoutes = new OpenAPIHono<AuthVars>({ defaultHook: onboardingHook })
  .openapi(company, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => getCompanySettings({ tx, organizationId })), 200)
  })
  .openapi(updateCompany, async (c) => {
    const { organizationId } = c.req.valid('param')
    const input = c.req.valid('json')
    return c.json(await asUser(c.get('claims'), (tx) => updateCompanySettings({ tx, organizationId, input })), 200)
  })
  .openapi(legal, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => listAgreements({ tx, organizationId })), 200)
  })
  .openapi(accept, async (c) => {
    const { organizationId } = c.req.valid('param')
    const { key, version } = c.req.valid('json')
    return c.json(await asUser(c.get('claims'), (tx) => acceptAgreement({ tx, organizationId, key, version })), 200)
  })
  .openapi(documents, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => listDocuments({ tx, organizationId })), 200)
  })
  .openapi(wire, async (c) => {
    const { organizationId, accountId } = c.req.valid('param')
    const { instructions } = await asUser(c.get('claims'), (tx) =>
      getWireInstructions({ tx, organizationId, accountId }),
    )
    return c.json(instructions, 200)
  })
  .openapi(wirePdf, async (c) => {
    const { organizationId, accountId } = c.req.valid('param')
    const found = await asUser(c.get('claims'), (tx) => getWireInstructions({ tx, organizationId, accountId }))
    const pdf = wireInstructionsPdf(found)
    const name = `wire-instructions-${found.accountName.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.pdf`
    return c.body(pdf, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}"`,
    })
  })
