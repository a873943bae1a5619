/**
 * Encrypts connection secrets before they are stored (AES-256-GCM via WebCrypto). The key is SHA-256 of
 * CONNECTIONS_SECRET_KEY, so any string works as a secret; the stored bytes are a 12-byte IV followed by the
 * ciphertext and tag. A wrong key or altered bytes fail decryption instead of yielding garbage.
 */
const keys = new Map<string, Promise<CryptoKey>>()
function keyFor(secret: string) {
  let k = keys.get(secret)
  if (!k) {
    k = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(secret))
      .then((raw) => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']))
    keys.set(secret, k)
  }
  return k
}

export async function encryptSecret(value: unknown, secret: string): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ct = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      await keyFor(secret),
      new TextEncoder().encode(JSON.stringify(value)),
    ),
  )
  const out = new Uint8Array(iv.length + ct.length)
  out.set(iv)
  out.set(ct, iv.length)
  return out
}

export async function decryptSecret<T>(bytes: Uint8Array, secret: string): Promise<T> {
  if (bytes.length < 29) throw new Error('A stored connection secret is too short to be ciphertext')
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, 12) },
    await keyFor(secret),
    bytes.slice(12),
  )
  return JSON.parse(new TextDecoder().decode(plain)) as T
}
