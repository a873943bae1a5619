/**
 * `npm run clean`: removes this checkout's database clusters and local state (every profile and port base), so a
 * deleted test or benchmark run leaves no gigabytes behind. The next `npm start` builds the demo afresh. A stack
 * that is running keeps its own; stop it first to remove that too.
 */
import { cleanCheckout } from '../src/clean.ts'

const { removed, keptRunning } = cleanCheckout()
for (const dir of removed) console.log(`removed ${dir}`)
for (const dir of keptRunning) console.log(`kept ${dir}: its database is running (stop it, then clean again)`)
if (removed.length === 0 && keptRunning.length === 0) console.log('nothing to remove')
