/**
 * Writes the Traditional Chinese catalogues from the zh-CN ones (issue 14):
 *   npm run i18n:traditional
 * apps/web/src/i18n/catalogues/zh-TW.ts from the app's labels, packages/contract/src/i18n/zh-TW.ts from
 * the contract's messages, and the server seed's demo content (traditional-demo-content.ts). Tests check
 * that each is what this script writes today.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { traditionalCatalogues } from './traditional-catalogues.ts';
import { traditionalDemoContent } from './traditional-demo-content.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
for (const { path, source } of [...traditionalCatalogues(), traditionalDemoContent()]) {
  writeFileSync(root + path, source);
  console.log(`wrote ${path}`);
}
