/** Frames encoded by realtime-js's own serializer must decode here; malformed ones must fail with a named reason. */
import { describe, expect, it } from 'vitest'
import * as SerializerModule from '@supabase/realtime-js/dist/module/lib/serializer.js'
import { decodeFrame, encodeBinaryBroadcast, encodeFrame, FrameError } from './protocol.ts'

// realtime-js's own serializer; the package has no exports map, so the default export arrives wrapped differently
// under tsc's NodeNext view and under vitest.
type Msg = { join_ref: string | null; ref: string | null; topic: string; event: string; payload: Record<string, any> }
type SerializerLike = {
  encode(msg: Msg, cb: (r: ArrayBuffer | string) => void): void
  decode(raw: ArrayBuffer | string, cb: (m: unknown) => void): void
}
const mod = SerializerModule as unknown as { default: { default?: unknown } }
const Serializer = (mod.default.default ?? mod.default) as new () => SerializerLike

const clientEncode = (msg: Msg) => new Promise<ArrayBuffer | string>((resolve) => new Serializer().encode(msg, resolve))

describe('decodeFrame', () => {
  // realtime-js 2.109 (the last supabase-js release for Node 20) writes the topic's and event's lengths in UTF-16
  // units, so only ASCII names survive its binary push; the product's topics and events are ASCII, and multi-byte text
  // travels in the JSON payload, which it encodes as UTF-8.
  it('decodes the binary broadcast push realtime-js sends for channel.send (JSON payload, multi-byte text)', async () => {
    const wire = await clientEncode({
      join_ref: '3',
      ref: '7',
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1, s: '✓ é' } },
    })
    expect(wire).toBeInstanceOf(ArrayBuffer)
    const f = decodeFrame(Buffer.from(wire as ArrayBuffer), true, '2.0.0')
    expect(f).toEqual({
      joinRef: '3',
      ref: '7',
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1, s: '✓ é' } },
    })
  })

  it('keeps a binary user payload as bytes with the broadcast metadata the client sends', async () => {
    const bytes = new Uint8Array([1, 2, 250]).buffer
    const wire = await clientEncode({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:r',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'blob', payload: bytes, persist: true },
    })
    const f = decodeFrame(Buffer.from(wire as ArrayBuffer), true, '2.0.0')
    expect(f.binaryPayload).toEqual(Buffer.from([1, 2, 250]))
    // 2.109 sends no `persist` flag in the binary push (later clients do; the decoder keeps whatever metadata comes)
    expect(f.payload).toMatchObject({ type: 'broadcast', event: 'blob' })
  })

  it('decodes vsn 2.0.0 JSON arrays and vsn 1.0.0 JSON objects', async () => {
    const wire = await clientEncode({ join_ref: null, ref: '9', topic: 'phoenix', event: 'heartbeat', payload: {} })
    expect(decodeFrame(Buffer.from(wire as string), false, '2.0.0')).toMatchObject({
      joinRef: null,
      ref: '9',
      topic: 'phoenix',
      event: 'heartbeat',
    })
    const v1 = JSON.stringify({
      topic: 'realtime:a',
      event: 'phx_join',
      payload: { config: {} },
      ref: '1',
      join_ref: '1',
    })
    expect(decodeFrame(Buffer.from(v1), false, '1.0.0')).toMatchObject({
      joinRef: '1',
      ref: '1',
      topic: 'realtime:a',
      event: 'phx_join',
    })
  })

  it.each([
    ['not JSON', Buffer.from('{nope'), false, 'frame is not valid JSON'],
    ['a 4-element array', Buffer.from('[null,"1","t","e"]'), false, 'frame must be an array'],
    ['an empty topic', Buffer.from('[null,"1","","e",{}]'), false, 'topic must be a non-empty string'],
    ['a non-object payload', Buffer.from('[null,"1","t","e",5]'), false, 'payload must be an object'],
    ['a short binary frame', Buffer.from([3, 0, 0]), true, 'shorter than its 7-byte header'],
    ['an unknown binary kind', Buffer.from([9, 0, 0, 0, 0, 0, 1]), true, 'unsupported binary frame kind 9'],
    ['lengths past the end', Buffer.from([3, 0, 0, 40, 1, 0, 1, 65]), true, 'run past the end'],
    ['a broken JSON body', Buffer.from([3, 0, 0, 1, 1, 0, 1, 116, 101, 123]), true, 'payload is not valid JSON'],
  ])('rejects %s', (_name, data, binary, message) => {
    expect(() => decodeFrame(data, binary, '2.0.0')).toThrow(FrameError)
    expect(() => decodeFrame(data, binary, '2.0.0')).toThrow(message)
  })
})

describe('server frames', () => {
  it('encodes a kind 4 binary broadcast that realtime-js decodes', () => {
    const frame = encodeBinaryBroadcast('realtime:r', 'blob', Buffer.from([7, 8]))
    const ab = frame.buffer.slice(frame.byteOffset, frame.byteOffset + frame.byteLength)
    let out: any
    new Serializer().decode(ab as ArrayBuffer, (m: unknown) => {
      out = m
    })
    expect(out.topic).toBe('realtime:r')
    expect(out.payload.event).toBe('blob')
    expect(new Uint8Array(out.payload.payload)).toEqual(new Uint8Array([7, 8]))
  })

  it('encodes text frames per vsn', () => {
    expect(encodeFrame('2.0.0', '1', '2', 't', 'phx_reply', { status: 'ok' })).toBe(
      '["1","2","t","phx_reply",{"status":"ok"}]',
    )
    expect(JSON.parse(encodeFrame('1.0.0', null, '2', 't', 'phx_reply', {}))).toEqual({
      join_ref: null,
      ref: '2',
      topic: 't',
      event: 'phx_reply',
      payload: {},
    })
  })
})
