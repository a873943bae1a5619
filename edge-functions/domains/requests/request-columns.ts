/** Customer request rows in API shape. */
export const REQUEST_COLUMNS = `r.id, r.organization_id as "organizationId", r.request, r.link, r.customer_id as "customerId",
  r.bookkeeper_id as "bookkeeperId", r.requester_id as "requesterId", r.status::text as status, r.created_at as "createdAt",
  r.updated_at as "updatedAt", r.completed_at as "completedAt"`
