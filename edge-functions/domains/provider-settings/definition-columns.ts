/**
 * SQL shapes shared by the provider-settings functions. Values are jsonb in the tables (spec: "any"); with type
 * "select" they are option keys, so a JSON string is returned as text and anything else as its JSON text.
 */
export const jsonText = (expr: string) =>
  `(case jsonb_typeof(${expr}) when 'string' then (${expr}) #>> '{}' when 'null' then null else (${expr})::text end)`

export const DEFINITION_COLUMNS = `d.provider_id as "providerId", d.key, d.name, d.description, d.type, d.options,
  ${jsonText('d.default_value')} as "defaultValue", d.allow_reset as "allowReset", d.created_at as "createdAt"`
