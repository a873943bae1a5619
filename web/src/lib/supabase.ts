/** The one supabase-js client of the browser app. The session lives in localStorage so reloads stay signed in. */
import { createClient } from '@supabase/supabase-js'
import { env } from './env.ts'

export const supabase = createClient(env.supabaseUrl, env.anonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: false,
    storage: globalThis.localStorage,
  },
})

/** The current access token, or undefined when signed out (getSession refreshes a token that is about to expire). */
export async function accessToken(): Promise<string | undefined> {
  const { data } = await supabase.auth.getSession()
  return data.session?.access_token
}
