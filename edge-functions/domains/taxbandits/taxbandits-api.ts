/**
 * TaxBandits, the tax-form service W-9s are collected through (docs/tax-forms.md): one API account for the product
 * (TAXBANDITS_CLIENT_ID / _CLIENT_SECRET / _USER_TOKEN), a requester business per organization under it. Auth is
 * TaxBandits' JWT flow: a JWS (HS256 under the client secret; iss and sub the client id, aud the user token) posted
 * to the OAuth host's /v2/tokenJWT buys an hour's access token, kept in memory until five minutes before it lapses.
 * TAXBANDITS_API_BASE and TAXBANDITS_OAUTH_BASE override the hosts; outside production the project's sandbox
 * (SANDBOX_URL/taxbandits) answers both. A 400 is the service's refusal with its error records (returned, not
 * thrown: callers turn them into field messages); anything else unexpected is a ProviderError.
 */
import type { z } from 'zod'
import { env } from '../../_shared/env.ts'
import { ProviderError } from '../connections/provider-http.ts'
import {
  LOCAL_TAXBANDITS_APP,
  ZTbBusinessResponse,
  ZTbTokenResponse,
  ZTbW9GetResponse,
  ZTbW9PdfResponse,
  ZTbW9RequestResponse,
  ZTbW9StatusResponse,
} from '../../../shared/schemas/taxbandits.ts'

const VERSION = 'v1.7.3'

function base(envName: string, production: string) {
  const v = Deno.env.get(envName)
  if (v) return v.replace(/\/$/, '')
  if (env.sandboxUrl && env.appEnv !== 'production') return `${env.sandboxUrl.replace(/\/$/, '')}/taxbandits`
  return production
}
const apiBase = () => `${base('TAXBANDITS_API_BASE', 'https://api.taxbandits.com')}/${VERSION}`
const oauthBase = () => base('TAXBANDITS_OAUTH_BASE', 'https://oauth.taxbandits.com')

export function taxBanditsApp() {
  const read = (k: string, local: string) => {
    const v = Deno.env.get(k)
    if (v) return v
    if (env.appEnv === 'production') throw new Error(`Missing environment variable ${k}`)
    return local
  }
  return {
    clientId: read('TAXBANDITS_CLIENT_ID', LOCAL_TAXBANDITS_APP.clientId),
    clientSecret: read('TAXBANDITS_CLIENT_SECRET', LOCAL_TAXBANDITS_APP.clientSecret),
    userToken: read('TAXBANDITS_USER_TOKEN', LOCAL_TAXBANDITS_APP.userToken),
  }
}

const b64url = (bytes: Uint8Array | string) =>
  btoa(typeof bytes === 'string' ? bytes : String.fromCharCode(...bytes))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')

async function jws() {
  const { clientId, clientSecret, userToken } = taxBanditsApp()
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = b64url(
    JSON.stringify({ iss: clientId, sub: clientId, aud: userToken, iat: Math.floor(Date.now() / 1000) }),
  )
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(clientSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${head}.${body}`)))
  return `${head}.${body}.${b64url(sig)}`
}

let cached: { token: string; until: number } | null = null
async function accessToken(force = false) {
  if (!force && cached && cached.until > Date.now()) return cached.token
  const res = await fetch(`${oauthBase()}/v2/tokenJWT`, { method: 'POST', headers: { Authentication: await jws() } })
  const body = await res.json().catch(() => null)
  if (!res.ok)
    throw new ProviderError('taxbandits', res.status, body, `TaxBandits refused the API credentials (${res.status})`)
  const t = ZTbTokenResponse.parse(body)
  cached = { token: t.AccessToken, until: Date.now() + (t.ExpiresIn - 300) * 1000 }
  return t.AccessToken
}

/** One API call; a 400 answers the service's body (its error records), a 401 retries once with a fresh token. */
async function call<S extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  schema: S,
  { json, query }: { json?: unknown; query?: Record<string, string> } = {},
): Promise<z.infer<S>> {
  const url = `${apiBase()}${path}${query ? `?${new URLSearchParams(query)}` : ''}`
  for (const force of [false, true]) {
    const res = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken(force)}`,
        accept: 'application/json',
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(json) : undefined,
    })
    const body = await res.json().catch(() => null)
    if (res.status === 401 && !force) continue
    if (res.ok || res.status === 400) return schema.parse(body)
    throw new ProviderError('taxbandits', res.status, body, `TaxBandits answered ${res.status} to ${method} ${path}`)
  }
  throw new Error('unreachable')
}

export type TbBusinessInput = {
  BusinessNm: string
  TradeNm?: string
  FirstNm?: string
  LastNm?: string
  IsEIN: boolean
  EINorSSN: string
  Phone?: string
  PhoneExtn?: string
  Fax?: string
  ContactNm?: string
  BusinessType: string
  PayerRef: string
  IsForeign: boolean
  USAddress?: { Address1: string; Address2?: string; City: string; State: string; ZipCd: string }
}
export const createBusiness = (b: TbBusinessInput) => call('POST', '/Business/Create', ZTbBusinessResponse, { json: b })

export const requestW9ByEmail = (body: {
  Requester: { BusinessId: string; TINType: 'EIN' | 'SSN'; TIN: string }
  Recipients: { PayeeRef: string; Name: string; Email: string }[]
  Customization?: { Language?: string; SendOn?: string }
}) => call('POST', '/FormW9/RequestByEmail', ZTbW9RequestResponse, { json: body })

export const w9Status = (businessId: string, payeeRef: string) =>
  call('GET', '/FormW9/Status', ZTbW9StatusResponse, { query: { BusinessId: businessId, PayeeRef: payeeRef } })
export const w9Details = (businessId: string, payeeRef: string) =>
  call('GET', '/FormW9/Get', ZTbW9GetResponse, { query: { BusinessId: businessId, PayeeRef: payeeRef } })
export const w9PdfUrl = (businessId: string, payeeRef: string) =>
  call('GET', '/FormW9/GetPdf', ZTbW9PdfResponse, {
    query: { BusinessId: businessId, PayeeRef: payeeRef, TINMaskType: 'MASKED' },
  })

/** The PDF behind a GetPdf link (the link wants the API token too). */
export async function downloadPdf(url: string): Promise<Uint8Array> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${await accessToken()}` } })
  if (!res.ok)
    throw new ProviderError(
      'taxbandits',
      res.status,
      await res.text(),
      `TaxBandits PDF download failed (${res.status})`,
    )
  return new Uint8Array(await res.arrayBuffer())
}
