/** Build-time settings. The local stack passes them to Vite; a hosted deployment sets the same names. */
function required(name: 'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY'): string {
  const v = import.meta.env[name]
  if (!v)
    throw new Error(`${name} is not set: start the web app through the platform (npm start) or set it in web/.env`)
  return v
}

export const env = {
  supabaseUrl: required('VITE_SUPABASE_URL').replace(/\/+$/, ''),
  anonKey: required('VITE_SUPABASE_ANON_KEY'),
  collabUrl: import.meta.env.VITE_COLLAB_URL ?? '',
  /** Teller Connect's script: Teller's own unless the platform points it at its sandbox's stand-in */
  tellerConnectJs: import.meta.env.VITE_TELLER_CONNECT_JS || 'https://cdn.teller.io/connect/connect.js',
}
