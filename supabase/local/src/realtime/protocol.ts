/**
 * Phoenix wire format as realtime-js speaks it: vsn 1.0.0 JSON objects, vsn 2.0.0 JSON arrays plus the binary
 * "user broadcast push" frame (kind 3) a client uses for channel.send, and the binary kind 4 frame the server uses
 * to relay a binary payload back. Pure functions, so malformed input is easy to test without a socket.
 */
export type Vsn = '1.0.0' | '2.0.0'

export type Frame = {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: Record<string, unknown>
  /** set when a kind 3 frame carried a non-JSON (binary) user payload */
  binaryPayload?: Buffer
}

export class FrameError extends Error {}

const KIND_USER_BROADCAST_PUSH = 3
const KIND_USER_BROADCAST = 4
const ENCODING_BINARY = 0
const ENCODING_JSON = 1

const optString = (v: unknown, name: string): string | null => {
  if (v === null || v === undefined) return null
  if (typeof v === 'string') return v
  if (typeof v === 'number') return String(v)
  throw new FrameError(`${name} must be a string or null`)
}

function checked(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): Frame {
  if (typeof topic !== 'string' || topic === '') throw new FrameError('topic must be a non-empty string')
  if (typeof event !== 'string' || event === '') throw new FrameError('event must be a non-empty string')
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    throw new FrameError('payload must be an object')
  return {
    joinRef: optString(joinRef, 'join_ref'),
    ref: optString(ref, 'ref'),
    topic,
    event,
    payload: payload as Record<string, unknown>,
  }
}

/** Decodes one client frame; throws FrameError naming what is wrong. */
export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): Frame {
  if (isBinary) {
    if (vsn !== '2.0.0') throw new FrameError('binary frames need vsn 2.0.0')
    return decodeUserBroadcastPush(data)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(data.toString('utf8'))
  } catch {
    throw new FrameError('frame is not valid JSON')
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5)
      throw new FrameError('frame must be an array [join_ref, ref, topic, event, payload]')
    return checked(parsed[0], parsed[1], parsed[2], parsed[3], parsed[4])
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new FrameError('frame must be an object {topic, event, payload, ref, join_ref}')
  const o = parsed as Record<string, unknown>
  return checked(o.join_ref, o.ref, o.topic, o.event, o.payload)
}

/**
 * Kind 3 layout (realtime-js serializer.ts): u8 kind, u8 len(join_ref), u8 len(ref), u8 len(topic),
 * u8 len(user event), u8 len(metadata), u8 encoding, the five strings, then the user payload bytes.
 */
function decodeUserBroadcastPush(buf: Buffer): Frame {
  if (buf.length < 7) throw new FrameError('binary frame is shorter than its 7-byte header')
  if (buf[0] !== KIND_USER_BROADCAST_PUSH) throw new FrameError(`unsupported binary frame kind ${buf[0]}`)
  const lens = [buf[1], buf[2], buf[3], buf[4], buf[5]]
  const encoding = buf[6]
  if (encoding !== ENCODING_JSON && encoding !== ENCODING_BINARY)
    throw new FrameError(`unknown payload encoding ${encoding}`)
  let offset = 7
  const parts = lens.map((len) => {
    if (offset + len > buf.length) throw new FrameError('binary frame header lengths run past the end of the frame')
    const s = buf.subarray(offset, offset + len).toString('utf8')
    offset += len
    return s
  })
  const [joinRef, ref, topic, userEvent, meta] = parts
  if (!topic) throw new FrameError('binary frame has an empty topic')
  if (!userEvent) throw new FrameError('binary frame has an empty event')
  const body = buf.subarray(offset)
  const payload: Record<string, unknown> = { type: 'broadcast', event: userEvent }
  if (meta) {
    try {
      Object.assign(payload, pickMeta(JSON.parse(meta)))
    } catch (e) {
      if (e instanceof FrameError) throw e
      throw new FrameError('binary frame metadata is not valid JSON')
    }
  }
  const frame: Frame = { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload }
  if (encoding === ENCODING_JSON) {
    try {
      payload.payload = body.length ? JSON.parse(body.toString('utf8')) : {}
    } catch {
      throw new FrameError('binary frame payload is not valid JSON')
    }
  } else {
    frame.binaryPayload = Buffer.from(body)
  }
  return frame
}

/** Only the metadata keys realtime-js allows through (`persist`); anything else is dropped, like the client does. */
function pickMeta(meta: unknown): Record<string, unknown> {
  if (meta === null || typeof meta !== 'object' || Array.isArray(meta))
    throw new FrameError('binary frame metadata must be a JSON object')
  const m = meta as Record<string, unknown>
  return 'persist' in m ? { persist: m.persist } : {}
}

/** Encodes one server frame as text for the socket's vsn. */
export function encodeFrame(
  vsn: Vsn,
  joinRef: string | null,
  ref: string | null,
  topic: string,
  event: string,
  payload: unknown,
): string {
  if (vsn === '2.0.0') return JSON.stringify([joinRef, ref, topic, event, payload])
  return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload })
}

/** Kind 4 (server → client broadcast): u8 kind, u8 len(topic), u8 len(event), u8 len(meta), u8 encoding, strings, payload. */
export function encodeBinaryBroadcast(topic: string, userEvent: string, body: Buffer): Buffer {
  const t = Buffer.from(topic, 'utf8')
  const e = Buffer.from(userEvent, 'utf8')
  if (t.length > 255 || e.length > 255) throw new FrameError('topic and event must be at most 255 bytes')
  const header = Buffer.from([KIND_USER_BROADCAST, t.length, e.length, 0, ENCODING_BINARY])
  return Buffer.concat([header, t, e, body])
}
