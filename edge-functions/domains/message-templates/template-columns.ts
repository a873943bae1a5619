/** The API shape of a message template row (camelCase aliases, read through `plain`). */
export const TEMPLATE_COLUMNS = `t.id, t.title, t.content, t.created_by as "createdBy", t.created_at as "createdAt", t.updated_at as "updatedAt"`
