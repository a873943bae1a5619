/** Customer request rows in API shape (names as the caller may read them: another's profile reads as null). */
export const personName = (column: string) =>
  `(select nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') from public.users u where u.id = ${column})`

export const REQUEST_COLUMNS = `r.id, r.organization_id as "organizationId", r.request, r.link, r.customer_id as "customerId",
  r.bookkeeper_id as "bookkeeperId", ${personName('r.bookkeeper_id')} as "assigneeName", r.requester_id as "requesterId", r.status::text as status, r.created_at as "createdAt",
  r.updated_at as "updatedAt", r.completed_at as "completedAt"`

/** A request's history, oldest first, in API shape. */
export const REQUEST_HISTORY = `coalesce((select json_agg(json_build_object('id', e.id, 'kind', e.kind, 'actorName', ${personName('e.actor_id')},
    'fromStatus', e.from_status, 'toStatus', e.to_status, 'fromAssigneeName', ${personName('e.from_assignee_id')},
    'toAssigneeName', ${personName('e.to_assignee_id')}, 'createdAt', e.created_at) order by e.id)
  from public.customer_request_events e where e.request_id = r.id), '[]')`
