/**
 * A note's body edited live by several people at once: a textarea bound to the note's Yjs document (Y.Text 'body',
 * the name the API seeds) on the collab server over y-websocket (docs/collab.md), with presence — who else has the
 * note open. Local typing becomes the smallest Yjs delete and insert, so two people typing at once both keep their
 * text; remote changes rewrite the (uncontrolled) textarea at once and keep the caret beside the same text. The plain
 * text is saved back to the API (a moment after the last local change) for lists and notifications.
 */
import { useEffect, useRef, useState } from 'react'
import { WebsocketProvider } from 'y-websocket'
import * as Y from 'yjs'
import { env } from '@/lib/env.ts'
import { useMe } from '@/lib/session.tsx'
import { accessToken } from '@/lib/supabase.ts'
import { Textarea } from '@/components/ui/textarea.tsx'
import { useUpdateNote } from './api.ts'

const NOTE_TEXT = 'body'
const SAVE_AFTER_MS = 800
const COLORS = ['#0f766e', '#7c3aed', '#b45309', '#be123c', '#1d4ed8', '#4d7c0f']

type Peer = { name: string; color: string }

/** The smallest change turning `before` into `after`: where it starts, how much goes, what comes in. */
export function textChange(before: string, after: string) {
  let start = 0
  while (start < before.length && start < after.length && before[start] === after[start]) start++
  let endBefore = before.length
  let endAfter = after.length
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--
    endAfter--
  }
  return { index: start, remove: endBefore - start, insert: after.slice(start, endAfter) }
}

export function LiveNote({
  orgId,
  noteId,
  documentId,
  initial,
  readOnly,
  label = 'Note',
  onSave,
}: {
  orgId: string
  noteId: string
  documentId: string
  initial: string
  readOnly?: boolean
  label?: string
  /** Where the plain text is saved; the firm's route by default (a client saves their own reply by theirs). */
  onSave?: (content: string) => void
}) {
  const me = useMe()
  const area = useRef<HTMLTextAreaElement>(null)
  const [lines, setLines] = useState(initial.split('\n').length)
  const [peers, setPeers] = useState<Peer[]>([])
  const [status, setStatus] = useState<'connecting' | 'live' | 'refused'>('connecting')
  const ytext = useRef<Y.Text | null>(null)
  const save = useUpdateNote(orgId)
  // the latest way to save, read by the document's listeners without re-subscribing them
  const saveText = onSave ?? ((content: string) => save.mutate({ noteId, body: { content } }))
  const saveRef = useRef(saveText)
  saveRef.current = saveText

  useEffect(() => {
    const doc = new Y.Doc()
    const yt = doc.getText(NOTE_TEXT)
    ytext.current = yt
    let provider: WebsocketProvider | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const name = `${me.profile.firstName} ${me.profile.lastName}`.trim() || me.email || 'Someone'
    const color = COLORS[[...me.userId].reduce((n, c) => n + c.charCodeAt(0), 0) % COLORS.length]

    // Remote changes are written straight into the textarea (uncontrolled), in the same tick, with the caret mapped
    // through the change: a keystroke can never land between a re-render and a caret fix.
    yt.observe((event) => {
      const el = area.current
      const next = yt.toString()
      setLines(next.split('\n').length)
      if (event.transaction.local || !el || el.value === next) return
      const { selectionStart, selectionEnd } = el
      const change = textChange(el.value, next)
      const shift = (pos: number) =>
        pos <= change.index ? pos : Math.max(change.index, pos - change.remove) + change.insert.length
      el.value = next
      if (document.activeElement === el) el.setSelectionRange(shift(selectionStart), shift(selectionEnd))
    })
    doc.on('update', (_update: Uint8Array, origin: unknown) => {
      if (origin !== 'local') return
      clearTimeout(timer)
      timer = setTimeout(() => {
        timer = undefined
        saveRef.current(yt.toString())
      }, SAVE_AFTER_MS)
    })

    void accessToken().then((token) => {
      if (stopped || !env.collabUrl) return
      // the token travels as a subprotocol beside `collab`, not in the URL, which the collab host's proxy may log
      provider = new WebsocketProvider(env.collabUrl, documentId, doc, {
        protocols: ['collab', `token.${token ?? ''}`],
      })
      provider.awareness.setLocalStateField('user', { name, color })
      const readPeers = () => {
        const list: Peer[] = []
        provider!.awareness.getStates().forEach((s, client) => {
          if (client !== doc.clientID && s.user) list.push(s.user as Peer)
        })
        setPeers(list)
      }
      provider.awareness.on('change', readPeers)
      provider.on('sync', (synced: boolean) => {
        if (synced) setStatus('live')
      })
      provider.on('connection-close', (e: CloseEvent | null) => {
        // 4401 bad token, 4403 no access: retrying cannot help (docs/collab.md)
        if (e && (e.code === 4401 || e.code === 4403)) {
          setStatus('refused')
          provider?.disconnect()
        }
      })
    })
    return () => {
      stopped = true
      // closing the editor (Done, leaving the page) saves what was typed since the last save rather than dropping it
      if (timer !== undefined) {
        clearTimeout(timer)
        saveRef.current(yt.toString())
      }
      provider?.destroy()
      doc.destroy()
      ytext.current = null
    }
  }, [documentId, me.userId, me.profile.firstName, me.profile.lastName, me.email])

  const onChange = (value: string) => {
    const yt = ytext.current
    if (!yt || status !== 'live') return
    const change = textChange(yt.toString(), value)
    yt.doc!.transact(() => {
      if (change.remove) yt.delete(change.index, change.remove)
      if (change.insert) yt.insert(change.index, change.insert)
    }, 'local')
  }

  return (
    <div className="space-y-1">
      <Textarea
        ref={area}
        defaultValue={initial}
        readOnly={readOnly || status !== 'live'}
        onChange={(e) => onChange(e.target.value)}
        rows={Math.min(8, Math.max(2, lines + 1))}
        aria-label={label}
        data-testid="live-note"
        data-status={status}
      />
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500" data-testid="note-presence">
        {status === 'connecting' && <span>Connecting…</span>}
        {status === 'refused' && <span className="text-red-700">You cannot open this note.</span>}
        {status === 'live' && readOnly && <span>Only the person who wrote this reply can change it</span>}
        {status === 'live' && !readOnly && peers.length === 0 && <span>Only you are editing</span>}
        {peers.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one person may have the note open twice
          <span key={`${p.name}-${i}`} className="inline-flex items-center gap-1">
            <span className="h-2 w-2 rounded-full" style={{ backgroundColor: p.color }} aria-hidden />
            {p.name} is editing
          </span>
        ))}
      </p>
    </div>
  )
}
