import { fileURLToPath, URL } from 'node:url';

/**
 * Module aliases of the build and the tests: '@' for src, and rc-util's legacy React render (how
 * antd-mobile mounts its floating layers) resolved to a createRoot one (src/lib/antd-react19-render.ts).
 */
export const aliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  'rc-util/lib/React/render': fileURLToPath(new URL('./src/lib/antd-react19-render.ts', import.meta.url)),
};
