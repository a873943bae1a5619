/**
 * The server's settings, from the environment (docs/collab.md lists them): where the database is, where tokens are
 * verified, and where to listen.
 */
import { z } from 'zod'

const Env = z
  .object({
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// connection string'),
    SUPABASE_URL: z.url().optional(),
    JWKS_URL: z.url().optional(),
    AUTH_JWT_SECRET: z
      .string()
      .min(32, 'AUTH_JWT_SECRET must be the project JWT secret (32 characters or more)')
      .optional(),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  })
  .refine((e) => e.SUPABASE_URL || e.JWKS_URL || e.AUTH_JWT_SECRET, {
    message: 'Set SUPABASE_URL (or JWKS_URL) to verify tokens by the project JWKS, or AUTH_JWT_SECRET for legacy HS256',
  })

export type CollabConfig = {
  databaseUrl: string
  poolMax: number
  host: string
  port: number
  /** the project's JWKS: JWKS_URL, else SUPABASE_URL's /auth/v1/.well-known/jwks.json */
  jwksUrl?: URL
  /** the legacy HS256 secret, only when set */
  jwtSecret?: string
}

export function readConfig(env: Record<string, string | undefined>): CollabConfig {
  const r = Env.safeParse(env)
  if (!r.success) throw new Error(`collab configuration: ${r.error.issues.map((i) => i.message).join('; ')}`)
  const e = r.data
  const jwks = e.JWKS_URL ?? (e.SUPABASE_URL && `${e.SUPABASE_URL.replace(/\/+$/, '')}/auth/v1/.well-known/jwks.json`)
  return {
    databaseUrl: e.DATABASE_URL,
    poolMax: e.DATABASE_POOL_MAX,
    host: e.HOST,
    port: e.PORT,
    jwksUrl: jwks ? new URL(jwks) : undefined,
    jwtSecret: e.AUTH_JWT_SECRET,
  }
}
