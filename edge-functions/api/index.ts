// Entry for hosted Supabase (`supabase functions deploy api`); locally edge-functions/serve.ts hosts the same app.
import { app } from './app.ts'
Deno.serve(app.fetch)
