import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'supabase/local/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'contract',
          include: ['supabase/local/tests/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
