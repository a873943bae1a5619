/** Group commit without a database: who waits, who goes together, and what a failing group does to its callers. */
import assert from 'node:assert/strict'
import { groupCommit } from './group-commit.ts'

/** A runner whose groups finish only when the test says so. */
function controlledRunner(fail?: (item: number) => boolean) {
  const groups: number[][] = []
  const finish: (() => void)[] = []
  const run = (items: number[]) => {
    groups.push(items)
    return new Promise<string[]>((resolve, reject) => {
      finish.push(() => {
        if (fail && items.some(fail)) reject(new Error(`group ${items.join(',')} failed`))
        else resolve(items.map((i) => `answer ${i}`))
      })
    })
  }
  return { run, groups, finishNext: () => finish.shift()?.() }
}
const tick = () => new Promise((r) => setTimeout(r, 0))

Deno.test('group commit: a call alone goes at once; calls made meanwhile go together, answered in their order', async () => {
  const r = controlledRunner()
  const call = groupCommit(r.run, { maxBatch: 10, maxInFlight: 1 })
  const first = call(1)
  assert.deepEqual(r.groups, [[1]], 'no timer: the first call starts alone')
  const rest = [call(2), call(3), call(4)]
  assert.equal(r.groups.length, 1, 'the others wait while a group runs')
  r.finishNext()
  assert.equal(await first, 'answer 1')
  await tick()
  assert.deepEqual(r.groups[1], [2, 3, 4], 'they go as one group')
  r.finishNext()
  assert.deepEqual(await Promise.all(rest), ['answer 2', 'answer 3', 'answer 4'])
})

Deno.test('group commit: groups are at most maxBatch long and at most maxInFlight run at once', async () => {
  const r = controlledRunner()
  const call = groupCommit(r.run, { maxBatch: 2, maxInFlight: 2 })
  const all = [1, 2, 3, 4, 5, 6].map((i) => call(i))
  assert.deepEqual(r.groups, [[1], [2]], 'two run at once, each started alone')
  r.finishNext()
  await tick()
  assert.deepEqual(r.groups[2], [3, 4], 'the next group takes at most two')
  r.finishNext()
  await tick()
  assert.deepEqual(r.groups[3], [5, 6])
  r.finishNext()
  r.finishNext()
  assert.deepEqual(
    await Promise.all(all),
    [1, 2, 3, 4, 5, 6].map((i) => `answer ${i}`),
  )
  assert.equal(r.groups.length, 4)
})

Deno.test('group commit: a failing group runs each call alone, so only the bad call fails', async () => {
  const r = controlledRunner((i) => i === 3)
  const call = groupCommit(r.run, { maxBatch: 10, maxInFlight: 1 })
  const first = call(1)
  const rest = [2, 3, 4].map((i) =>
    call(i).then(
      (a) => a,
      (e: Error) => `refused: ${e.message}`,
    ),
  )
  r.finishNext()
  await first
  await tick()
  r.finishNext() // the group 2,3,4 fails as a whole
  await tick()
  assert.deepEqual(r.groups.slice(2), [[2], [3], [4]], 'each of its calls again, alone')
  r.finishNext()
  r.finishNext()
  r.finishNext()
  assert.deepEqual(await Promise.all(rest), ['answer 2', 'refused: group 3 failed', 'answer 4'])
})
