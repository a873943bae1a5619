/**
 * Section: the firm model, trained by a job and stored
 * Training the firm model (docs/categorisation.md, layer three) takes seconds of CPU on a real history: a hosted
 * function has 2 s per request, so it never trains in a request. The job `categorisation.train-firm-model` trains it
 * in steps of a few epochs, keeping the weights reached so far in its row ('training'); the last step fits the
 * calibrators and marks the row 'ready'. Requests and the categorisation job only load the newest ready row.
 * The weights are float32 little-endian, label by label (FirmModel.weightsArray); `labels` gives their order.
 * The model holds accounts and odds learned across organizations, never a line, and is read by the service role only.
 */
create table private.categorisation_firm_models (
  id bigint generated always as identity primary key,
  status text not null default 'training' check (status in ('training', 'ready')),
  -- the history the model learns from: lines recorded up to this time, so every step reads the same lines
  history_until timestamptz not null,
  history_lines integer not null check (history_lines >= 0),
  labels jsonb not null default '[]' check (jsonb_typeof(labels) = 'array'),
  weights bytea,
  -- phase 'early' trains on the older 85% for the calibrators, phase 'full' on every line
  phase text not null default 'early' check (phase in ('early', 'full')),
  epochs_done integer not null default 0 check (epochs_done >= 0),
  calibrators jsonb,
  created_at timestamptz not null default now(),
  trained_at timestamptz
);
alter table private.categorisation_firm_models enable row level security;
revoke all on private.categorisation_firm_models from public, anon, authenticated;
grant select, insert, update, delete on private.categorisation_firm_models to service_role;
create index categorisation_firm_models_ready on private.categorisation_firm_models (id desc) where status = 'ready';
