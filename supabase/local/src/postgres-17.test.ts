/** Which Debian mirror the PostgreSQL 17 check asks for Debian 13's packages: the one apt already uses for this release. */
import { describe, expect, it } from 'vitest'
import { debianMirrorIn } from './postgres-17.ts'
import { StartupError } from './startup-error.ts'

const bookworm = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_CODENAME=bookworm\n'

describe('the Debian mirror for Debian 13 packages', () => {
  it('is read from a deb822 stanza for the release, past comments and the security suite', () => {
    const sources = `Types: deb
URIs: http://security.mirror.example/debian-security
Suites: bookworm-security
Components: main

Types: deb
# a comment between fields
URIs: http://mirror.example/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
`
    expect(debianMirrorIn(bookworm, [sources])).toBe('http://mirror.example/debian')
  })

  it('is read from a one-line entry with options, and source-only entries are skipped', () => {
    const sources = `deb-src http://sources.mirror.example/debian bookworm main
deb [arch=amd64 signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://mirror.example/debian bookworm main
`
    expect(debianMirrorIn(bookworm, ['deb http://other.example/apt nodistro main\n', sources])).toBe(
      'http://mirror.example/debian',
    )
  })

  it('says what is wrong on a machine that is not Debian, or whose apt has no mirror for its release', () => {
    const ubuntu = 'ID=ubuntu\nVERSION_CODENAME=noble\n'
    const refused = (() => {
      try {
        debianMirrorIn(ubuntu, [])
      } catch (e) {
        return e
      }
    })()
    expect(refused).toBeInstanceOf(StartupError)
    expect((refused as StartupError).message).toBe(
      'The PostgreSQL 17 check fetches Debian 13 packages, and this machine is not Debian.',
    )
    expect(() => debianMirrorIn(bookworm, ['deb http://mirror.example/debian bookworm-updates main\n'])).toThrow(
      /apt has no Debian bookworm mirror in its sources/,
    )
  })
})
