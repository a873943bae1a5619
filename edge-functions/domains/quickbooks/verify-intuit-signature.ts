/** Intuit's webhook signature: `intuit-signature` is base64(HMAC-SHA256(verifier token, raw body)). */
const enc = new TextEncoder()

export async function signIntuitPayload(rawBody: string, verifierToken: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(verifierToken),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(rawBody)))
  return btoa(String.fromCharCode(...sig))
}

/** Constant-time comparison of the expected and given signatures. */
export async function verifyIntuitSignature(
  rawBody: string,
  signature: string | null | undefined,
  verifierToken: string,
): Promise<boolean> {
  if (!signature) return false
  const want = await signIntuitPayload(rawBody, verifierToken)
  if (want.length !== signature.length) return false
  let diff = 0
  for (let i = 0; i < want.length; i++) diff |= want.charCodeAt(i) ^ signature.charCodeAt(i)
  return diff === 0
}
