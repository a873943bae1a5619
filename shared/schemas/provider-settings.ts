/**
 * Provider settings (spec: per organization, provider and setting key, a nullable value) and the definitions shown to
 * users: key, name, description, type (only "select"), options (key/value strings), optional allowReset. A setting's
 * value is the key of one of its definition's options; without a stored value the definition's default applies.
 */
import { z } from 'zod'
import { TEXT_CHECK } from '../rules/values.ts'

export const PROVIDERS = ['stripe', 'quickbooks', 'ramp', 'gusto', 'slack'] as const
export const ZProviderId = z.enum(PROVIDERS, { error: 'Choose a provider' })
export type TProviderId = z.infer<typeof ZProviderId>
export const PROVIDER_LABELS: Record<TProviderId, string> = {
  stripe: 'Stripe',
  quickbooks: 'QuickBooks',
  ramp: 'Ramp',
  gusto: 'Gusto',
  slack: 'Slack',
}

/** Same rule as the table's CHECK on provider_setting_definitions.key. */
export const ZSettingKey = z
  .string({ error: 'Enter a key' })
  .check(TEXT_CHECK)
  .trim()
  .min(1, { message: 'Enter a key' })
  .max(100, { message: 'Keep the key to 100 characters or fewer' })
  .regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, {
    message: 'Start the key with a letter and use only letters, digits and underscores',
  })

export const ZProviderSettingOptionSchema = z.object({
  key: z
    .string({ error: "Enter the option's key" })
    .check(TEXT_CHECK)
    .trim()
    .min(1, { message: "Enter the option's key" })
    .max(255, { message: 'Keep the option key to 255 characters or fewer' }),
  value: z
    .string({ error: "Enter the option's label" })
    .check(TEXT_CHECK)
    .trim()
    .min(1, { message: "Enter the option's label" })
    .max(255, { message: 'Keep the option label to 255 characters or fewer' }),
})
export type TProviderSettingOption = z.infer<typeof ZProviderSettingOptionSchema>

/** The fields an admin edits on a definition (key and provider are its identity and never change). */
const definitionFields = {
  name: z
    .string({ error: 'Enter a name' })
    .check(TEXT_CHECK)
    .trim()
    .min(1, { message: 'Enter a name' })
    .max(255, { message: 'Keep the name to 255 characters or fewer' }),
  description: z
    .string()
    .check(TEXT_CHECK)
    .trim()
    .max(2000, { message: 'Keep the description to 2,000 characters or fewer' })
    .default(''),
  options: z
    .array(ZProviderSettingOptionSchema, { error: 'Add at least one option' })
    .min(1, { message: 'Add at least one option' })
    .max(100, { message: 'Keep to 100 options or fewer' }),
  /** An option key; forms send null for "no default". */
  defaultValue: z
    .string()
    .check(TEXT_CHECK)
    .min(1, { message: 'Choose the default from the options' })
    .nullable()
    .default(null),
  allowReset: z.boolean().default(false),
}

type DefinitionShape = { options: TProviderSettingOption[]; defaultValue: string | null }
/** Option keys are unique; a default, when given, is one of the options. */
function checkOptions(d: DefinitionShape, ctx: z.RefinementCtx) {
  const seen = new Set<string>()
  d.options.forEach((o, i) => {
    if (seen.has(o.key))
      ctx.addIssue({ code: 'custom', path: ['options', i, 'key'], message: 'Give each option its own key' })
    seen.add(o.key)
  })
  if (d.defaultValue !== null && !seen.has(d.defaultValue)) {
    ctx.addIssue({ code: 'custom', path: ['defaultValue'], message: 'Choose the default from the options' })
  }
}
export const ZUpdateProviderSettingDefinitionRequestSchema = z.object(definitionFields).superRefine(checkOptions)
export type TUpdateProviderSettingDefinitionRequest = z.infer<typeof ZUpdateProviderSettingDefinitionRequestSchema>
export const ZCreateProviderSettingDefinitionRequestSchema = z
  .object({ providerId: ZProviderId, key: ZSettingKey, ...definitionFields })
  .superRefine(checkOptions)
export type TCreateProviderSettingDefinitionRequest = z.infer<typeof ZCreateProviderSettingDefinitionRequestSchema>
/** What a definition form holds before parsing (zod input type: description/default/allowReset may be absent). */
export type TProviderSettingDefinitionFormInput = z.input<typeof ZCreateProviderSettingDefinitionRequestSchema>

export const ZProviderSettingDefinitionSchema = z.object({
  providerId: ZProviderId,
  key: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.literal('select'),
  options: z.array(ZProviderSettingOptionSchema),
  defaultValue: z.string().nullable(),
  allowReset: z.boolean(),
  createdAt: z.string(),
})
export type TProviderSettingDefinition = z.infer<typeof ZProviderSettingDefinitionSchema>

/** One definition as an organization sees it: the definition with that organization's value. */
export const ZProviderSettingSchema = z.object({
  providerId: ZProviderId,
  key: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.literal('select'),
  options: z.array(ZProviderSettingOptionSchema),
  allowReset: z.boolean(),
  /** The chosen option's key, or the default when nothing is stored; null when neither exists. */
  value: z.string().nullable(),
  /** True when the organization stored no value, so the default applies. */
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
})
export type TProviderSetting = z.infer<typeof ZProviderSettingSchema>

export const ZSetProviderSettingRequestSchema = z.object({
  value: z.string({ error: 'Choose a value' }).check(TEXT_CHECK).min(1, { message: 'Choose a value' }),
})
export type TSetProviderSettingRequest = z.infer<typeof ZSetProviderSettingRequestSchema>
