/** Vite config for the web app. Root is web/; `@` is web/src and `@app/shared` is the repository's shared/ folder. */
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export default defineConfig({
  root: here('.'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@app\/shared\/(.*)$/, replacement: `${here('../shared/')}$1` },
      { find: /^@\//, replacement: here('./src/') },
    ],
  },
  server: { fs: { allow: [here('..')] } },
  build: { sourcemap: true, chunkSizeWarningLimit: 1500 },
})
