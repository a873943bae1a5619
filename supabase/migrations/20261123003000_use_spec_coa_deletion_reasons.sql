/**
 * Chart-of-accounts mapping deletion reasons as the spec names them (accounting.md §4, "Mapping deletion reason"):
 * inactive, regular_to_parent, regular_to_sub, moved_parent_account, manual, account_type_change.
 *
 * The first migration (20261122002400) enforced four invented reasons. Existing rows keep their deletion and get the
 * closest spec reason: a deleted client account is an inactive one; a rename, a mapping made in error and a retired
 * master account were all a person's decision, so they become manual.
 */

/** Section: drop the old rule, move the rows, enforce the spec's values */
alter table public.coa_mappings drop constraint if exists coa_mappings_deletion_reason_check;

update public.coa_mappings
set deletion_reason = case deletion_reason when 'account_deleted' then 'inactive' else 'manual' end
where deletion_reason in ('account_deleted', 'account_renamed', 'mapped_in_error', 'master_account_retired');

alter table public.coa_mappings add constraint coa_mappings_deletion_reason_check check (deletion_reason in (
  'inactive', 'regular_to_parent', 'regular_to_sub', 'moved_parent_account', 'manual', 'account_type_change'));

comment on column public.coa_mappings.deletion_reason is
  'Why the mapping was deleted or staged for deletion (spec: inactive, regular_to_parent, regular_to_sub, moved_parent_account, manual, account_type_change)';
