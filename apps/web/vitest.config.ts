import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.ts';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: aliases,
  },
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/support/setup.ts'],
  },
});
