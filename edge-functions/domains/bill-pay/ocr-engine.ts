/**
 * OCR of one page image: Tesseract's LSTM engine compiled to WebAssembly (tesseract.js-core, the engine of
 * tesseract.js) with its English model (@tesseract.js-data/eng, 4.0.0_best_int), both installed by `npm install`, so
 * nothing is downloaded at run time. Why the core rather than tesseract.js's createWorker: the worker wrapper starts a
 * worker thread and fetches or caches the model itself; here the engine runs in the caller's isolate, synchronously,
 * one page at a time, so the job's CPU budget (jobs/cpu-budget.ts) sees every millisecond it spends and a long scan
 * hands over between pages (process-upload.ts). The engine is loaded once per isolate (about 0.1 s of CPU) and
 * reused; one page of a bill reads in about 0.35 s of CPU.
 *
 * Page segmentation is "a single uniform block of text" (PSM 6): a bill's label and its value stay on one line even
 * with a wide gap between them, which the line-based field rules need (automatic segmentation splits such a row into
 * columns and reads them apart).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { gunzipSync } from 'node:zlib'

/** One line as read, with the engine's confidence in it (0 to 1). */
export type OcrLine = { text: string; confidence: number }

type ResultIterator = {
  GetUTF8Text: (level: number) => string
  Confidence: (level: number) => number
  Next: (level: number) => boolean
  Empty: (level: number) => boolean
  delete?: () => void
}
type TessBaseApi = {
  Init: (datapath: string, lang: string, oem: number) => number
  SetVariable: (name: string, value: string) => boolean
  SetImageFile: (exif: number, angle: number) => number
  Recognize: (monitor: null) => number
  GetIterator: () => ResultIterator
  Clear: () => void
}
type TessModule = {
  FS: { writeFile: (path: string, data: Uint8Array) => void; unlink: (path: string) => void }
  TessBaseAPI: new () => TessBaseApi
}
type CoreFactory = (options: Record<string, unknown>) => Promise<TessModule>

const RIL_TEXTLINE = 2
const OEM_LSTM_ONLY = 1
const PSM_SINGLE_BLOCK = '6'
const CORE = 'tesseract.js-core/tesseract-core-simd-lstm'

let engine: Promise<TessBaseApi & { module: TessModule }> | undefined

async function load() {
  const require = createRequire(import.meta.url)
  const factory = require(`${CORE}.js`) as CoreFactory
  const module = await factory({
    wasmBinary: readFileSync(require.resolve(`${CORE}.wasm`)),
    print: () => {},
    printErr: () => {},
  })
  const model = readFileSync(require.resolve('@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz'))
  module.FS.writeFile('/eng.traineddata', gunzipSync(model))
  const api = new module.TessBaseAPI()
  if (api.Init('/', 'eng', OEM_LSTM_ONLY) !== 0) throw new Error('The OCR engine could not load its English model')
  api.SetVariable('tessedit_pageseg_mode', PSM_SINGLE_BLOCK)
  // the lines of a bill are read as lines: no dictionary words forced onto invoice numbers and amounts
  api.SetVariable('load_system_dawg', '0')
  api.SetVariable('load_freq_dawg', '0')
  return Object.assign(api, { module })
}

/** The OCR engine, loaded on first use (also what the benchmark warms up before it measures). */
export function ocrEngine() {
  engine ??= load().catch((e) => {
    engine = undefined
    throw e
  })
  return engine
}

/**
 * The lines of one page image, top to bottom. `image` is a file the engine decodes itself: PNG, JPEG, or PGM (how a
 * PDF page's pixels are handed over). An image it cannot decode throws.
 */
export async function ocrPage(image: Uint8Array): Promise<OcrLine[]> {
  const api = await ocrEngine()
  api.module.FS.writeFile('/input', image)
  try {
    // the core's SetImageFile reads the file /input (tesseract.js's convention)
    if (api.SetImageFile(1, 0) === 1) throw new Error('The OCR engine could not decode the image')
    api.Recognize(null)
    const lines: OcrLine[] = []
    const it = api.GetIterator()
    try {
      if (!it.Empty(RIL_TEXTLINE)) {
        do {
          const text = it.GetUTF8Text(RIL_TEXTLINE).replace(/\s+$/, '')
          if (text.trim()) lines.push({ text, confidence: Math.max(0, Math.min(1, it.Confidence(RIL_TEXTLINE) / 100)) })
        } while (it.Next(RIL_TEXTLINE))
      }
    } finally {
      it.delete?.()
    }
    return lines
  } finally {
    api.Clear()
    api.module.FS.unlink('/input')
  }
}
