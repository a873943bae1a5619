/**
 * Signed URLs: a JWT (HS256, the platform secret) carrying the object's `url` and `exp`. Creating one needs the
 * caller to be able to SELECT the object; using one needs no Authorization at all, as on hosted Supabase.
 * Signed upload URLs carry the would-be owner and are checked against RLS when they are created.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import { asUser, type PlatformContext } from '../context.ts'
import type { Claims } from '../jwt.ts'
import { ownerOf } from './auth.ts'
import { errors } from './errors.ts'
import { validKey } from './objects.ts'

type SignedPayload = { url: string; owner?: string | null; upsert?: boolean }

export function signedUrls(ctx: PlatformContext) {
  const key = new TextEncoder().encode(ctx.cfg.jwtSecret)

  async function sign(payload: SignedPayload, expiresIn: number) {
    const now = Math.floor(Date.now() / 1000)
    return await new SignJWT({ ...payload })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(key)
  }

  function expiry(v: unknown): number {
    const n = Number(v)
    if (!Number.isFinite(n) || n < 1) throw errors.invalid('expiresIn must be a positive number of seconds')
    return Math.floor(n)
  }

  return {
    /** POST /object/sign/{bucket}/{path} */
    async one(claims: Claims, bucketId: string, name: string, body: Record<string, unknown>) {
      const seconds = expiry(body.expiresIn)
      const [row] = await asUser(
        ctx.sql,
        claims,
        (tx) => tx`select 1 from storage.objects where bucket_id = ${bucketId} and name = ${name}`,
      )
      if (!row) throw errors.noSuchKey()
      const token = await sign({ url: `${bucketId}/${name}` }, seconds)
      return { signedURL: `/object/sign/${bucketId}/${name}?token=${token}` }
    },

    /** POST /object/sign/{bucket} with {paths}: one entry per path, an error string for those the caller cannot read. */
    async many(claims: Claims, bucketId: string, body: Record<string, unknown>) {
      const seconds = expiry(body.expiresIn)
      const paths = body.paths
      if (!Array.isArray(paths) || paths.length === 0 || paths.some((p) => typeof p !== 'string'))
        throw errors.invalid('paths must be a non-empty list of object paths')
      const rows = await asUser(
        ctx.sql,
        claims,
        (tx) => tx`select name from storage.objects where bucket_id = ${bucketId} and name = any(${paths as string[]})`,
      )
      const found = new Set(rows.map((r) => r.name as string))
      return await Promise.all(
        (paths as string[]).map(async (p) =>
          found.has(p)
            ? {
                error: null,
                path: p,
                signedURL: `/object/sign/${bucketId}/${p}?token=${await sign({ url: `${bucketId}/${p}` }, seconds)}`,
              }
            : { error: 'Either the object does not exist or you do not have access to it', path: p, signedURL: null },
        ),
      )
    },

    /** POST /object/upload/sign/{bucket}/{path}: refused now if RLS would refuse the upload (checked in a rolled-back insert). */
    async upload(claims: Claims, bucketId: string, name: string, upsert: boolean) {
      validKey(name)
      const owner = ownerOf(claims)
      await asUser(ctx.sql, claims, async (tx) => {
        await tx`savepoint probe`
        await tx`insert into storage.objects (bucket_id, name, owner, owner_id, version) values (${bucketId}, ${name}, ${owner}, ${owner}, 'probe')
                 on conflict (bucket_id, name) do nothing`
        await tx`rollback to savepoint probe`
      })
      const token = await sign({ url: `${bucketId}/${name}`, owner, upsert }, 2 * 60 * 60)
      return { url: `/object/upload/sign/${bucketId}/${name}?token=${token}`, token }
    },

    /** Verifies a token for bucket/name; throws storage's InvalidJWT-style errors. */
    async verify(token: string | null, bucketId: string, name: string): Promise<SignedPayload> {
      if (!token) throw errors.invalidSignature("querystring must have required property 'token'")
      let payload: SignedPayload
      try {
        payload = (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload as unknown as SignedPayload
      } catch (e) {
        throw errors.invalidSignature(e instanceof joseErrors.JWTExpired ? 'jwt expired' : 'invalid signature')
      }
      if (payload.url !== `${bucketId}/${name}`) throw errors.invalidSignature('The url does not match the signature')
      return payload
    },
  }
}
