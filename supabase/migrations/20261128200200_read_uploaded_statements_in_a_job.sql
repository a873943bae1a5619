/**
 * Section: uploaded statements read by a job
 * Reading a statement PDF (unpdf) takes more CPU than a hosted request's 2 s on a long statement, and the file can
 * be tens of MB. The API only records the upload here and queues `reconciliation.read-statement`; the job reads the
 * file (size capped), and either adds the supporting document or records why it refused the file, in the words the
 * request used to answer with. The screen waits on the row's status (GET …/documents/uploads/{id}).
 * Written and read through the service role only: the API checks the caller keeps the organization's books first.
 */
create table private.reconciliation_statement_uploads (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  statement_account_id uuid not null references public.statement_accounts (id) on delete cascade,
  path text not null check (length(path) between 1 and 1024),
  file_name text not null check (length(btrim(file_name)) between 1 and 300),
  uploaded_by uuid references public.users (id) on delete set null,
  status text not null default 'processing' check (status in ('processing', 'read', 'refused')),
  document_id uuid references public.reconciliation_documents (id) on delete set null,
  error_message text check (length(error_message) <= 2000),
  error_path text check (length(error_path) <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'refused') = (error_message is not null))
);
alter table private.reconciliation_statement_uploads enable row level security;
revoke all on private.reconciliation_statement_uploads from public, anon, authenticated;
grant select, insert, update, delete on private.reconciliation_statement_uploads to service_role;
create index reconciliation_statement_uploads_organization_id_idx
  on private.reconciliation_statement_uploads (organization_id);
create index reconciliation_statement_uploads_statement_account_id_idx
  on private.reconciliation_statement_uploads (statement_account_id);
create index reconciliation_statement_uploads_document_id_idx
  on private.reconciliation_statement_uploads (document_id);
