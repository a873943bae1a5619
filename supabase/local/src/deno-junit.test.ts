import { describe, expect, it } from 'vitest'
import { countDenoJUnit } from './deno-junit.ts'

// Shape of Deno 2's JUnit report: one testcase per test and one per step, steps named "container > step".
const report = (cases: string) => `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="deno test" tests="5" failures="3" errors="0" time="0.015">
  <testsuite name="./a.test.ts" tests="5" disabled="0" errors="0" failures="3">${cases}</testsuite>
</testsuites>`

describe('countDenoJUnit', () => {
  it('counts plain tests and steps, never a container that only holds steps', () => {
    const xml = report(`
      <testcase name="plain" classname="./a.test.ts"></testcase>
      <testcase name="container" classname="./a.test.ts"><failure message="1 test step failed">1 test step failed.</failure></testcase>
      <testcase name="fails" classname="./a.test.ts"><failure message="Uncaught Error: boom">Error: boom</failure></testcase>
      <testcase name="container &gt; s1" classname="./a.test.ts"></testcase>
      <testcase name="container &gt; s2" classname="./a.test.ts"><failure message="Uncaught Error: x">Error: x</failure></testcase>`)
    expect(countDenoJUnit(xml)).toEqual({ passed: 2, failed: 2 })
  })

  it('a container that fails outside its steps is a failure of its own', () => {
    const xml = report(`
      <testcase name="setup" classname="./b.test.ts"><failure message="Uncaught Error: no database">Error</failure></testcase>
      <testcase name="setup &gt; step" classname="./b.test.ts"></testcase>`)
    expect(countDenoJUnit(xml)).toEqual({ passed: 1, failed: 1 })
  })

  it('an empty report counts nothing (the runner then fails the stage on the exit code)', () => {
    expect(countDenoJUnit('<testsuites name="deno test" tests="0"></testsuites>')).toEqual({ passed: 0, failed: 0 })
  })
})
