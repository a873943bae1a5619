/**
 * Presence names come from the token, not from the client: a connection's awareness update is rewritten before it is
 * applied so that each state's `user` carries the signed-in person's id and name as the server knows them (the client
 * chooses only its colour and cursor), and an update for an awareness client id another connection already uses is
 * dropped, so nobody can speak as someone else in a shared note, read-only or not.
 *
 * The y-protocols awareness update: varUint count, then per state varUint clientID, varUint clock, varString JSON.
 */
import * as encoding from 'lib0/encoding'
import * as decoding from 'lib0/decoding'

export type Identity = { id: string; name: string }

export function stampAwarenessUpdate(
  update: Uint8Array,
  who: Identity,
  ownedElsewhere: (clientId: number) => boolean,
): Uint8Array {
  const decoder = decoding.createDecoder(update)
  const count = decoding.readVarUint(decoder)
  const kept: { clientId: number; clock: number; state: string }[] = []
  for (let i = 0; i < count; i++) {
    const clientId = decoding.readVarUint(decoder)
    const clock = decoding.readVarUint(decoder)
    const raw = decoding.readVarString(decoder)
    if (ownedElsewhere(clientId)) continue
    const state = JSON.parse(raw) as Record<string, unknown> | null
    if (state !== null && typeof state === 'object') {
      const user = state.user && typeof state.user === 'object' ? (state.user as Record<string, unknown>) : {}
      state.user = { ...user, id: who.id, name: who.name }
    }
    kept.push({ clientId, clock, state: JSON.stringify(state) })
  }
  const out = encoding.createEncoder()
  encoding.writeVarUint(out, kept.length)
  for (const k of kept) {
    encoding.writeVarUint(out, k.clientId)
    encoding.writeVarUint(out, k.clock)
    encoding.writeVarString(out, k.state)
  }
  return encoding.toUint8Array(out)
}
