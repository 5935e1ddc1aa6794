import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Many route tests run CLI commands or start whole server processes (each a second or more of
    // start-up), on both databases: Vitest's default of 5 s per test is a race on a busy 2-core CI
    // machine, and a lost race is a false failure. These limits only catch a hang; speed is measured
    // by the bench scripts, never here.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Uploads of every test go to a temporary UPLOADS_DIR (test/support/temp-uploads.ts).
    setupFiles: ['test/support/temp-uploads.ts'],
  },
});
