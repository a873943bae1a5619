/**
 * The anon role holds no privilege on the tables in public.
 *
 * Supabase grants anon everything on new tables by default and leaves the refusal to RLS. Nothing in this product reads
 * or writes a table without a signed-in user (the public invitation routes use the service role), so a second layer
 * costs nothing: a policy written too widely for anon still cannot be reached.
 */
revoke all on all tables in schema public from anon;
revoke all on all sequences in schema public from anon;
alter default privileges in schema public revoke all on tables from anon;
alter default privileges in schema public revoke all on sequences from anon;
