/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL: string
  readonly VITE_SUPABASE_ANON_KEY: string
  readonly VITE_COLLAB_URL?: string
  readonly VITE_TELLER_CONNECT_JS?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
