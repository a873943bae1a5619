/**
 * Object bytes on disk, one file per object version under <stateDir>/storage. Metadata (names, owners, RLS) lives
 * in storage.objects; a move only renames the row, every write creates a new version file.
 */
import { createReadStream } from 'node:fs'
import { mkdir, writeFile, rm, copyFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { randomUUID, createHash } from 'node:crypto'

export class ObjectDisk {
  constructor(private root: string) {}

  private file(version: string) {
    // versions are server-generated uuids; refuse anything else so a row can never point outside the folder
    if (!/^[0-9a-f-]{36}$/.test(version)) throw new Error(`bad object version ${version}`)
    return path.join(this.root, version.slice(0, 2), version)
  }

  async write(bytes: Buffer): Promise<{ version: string; etag: string }> {
    const version = randomUUID()
    const f = this.file(version)
    await mkdir(path.dirname(f), { recursive: true })
    await writeFile(f, bytes)
    return { version, etag: `"${createHash('md5').update(bytes).digest('hex')}"` }
  }

  async copy(from: string): Promise<string> {
    const version = randomUUID()
    const f = this.file(version)
    await mkdir(path.dirname(f), { recursive: true })
    await copyFile(this.file(from), f)
    return version
  }

  async size(version: string): Promise<number | undefined> {
    try {
      return (await stat(this.file(version))).size
    } catch {
      return undefined
    }
  }

  read(version: string, range?: { start: number; end: number }) {
    return createReadStream(this.file(version), range)
  }

  async remove(versions: (string | null | undefined)[]) {
    for (const v of versions) if (v) await rm(this.file(v), { force: true }).catch(() => {})
  }
}
