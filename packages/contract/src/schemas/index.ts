/** Runtime JSON Schemas of every call's payload and answer `data`, one file per domain. */
import { accountSchemas } from './account.ts';
import type { CallSchemas } from './calls.ts';
import { cardSchemas } from './cards.ts';
import { depositSchemas } from './deposits.ts';
import { gameSchemas } from './games.ts';
import { promotionSchemas } from './promotions.ts';
import { recordSchemas } from './records.ts';
import { siteSchemas } from './site.ts';
import { walletSchemas } from './wallet.ts';

export type { CallSchemas } from './calls.ts';

/** Checked as a whole (a call of `api` without schemas fails to compile), each call keeping its own builders' types. */
export const callSchemas = {
  ...siteSchemas,
  ...gameSchemas,
  ...accountSchemas,
  ...promotionSchemas,
  ...cardSchemas,
  ...depositSchemas,
  ...walletSchemas,
  ...recordSchemas,
} satisfies CallSchemas;
export { extensionPaths, lobbyLevel, specLevel, withoutExtensionFields, withoutExtensions } from './extensions.ts';
export { envelopeOf, orNull, refusalEnvelope } from './envelope.ts';
export { WIRE_KEYWORD, wire, wireFormOf, wireLevel, wireText, withoutWireForms, type WireForm, type WirePayload } from './wire-forms.ts';
// For the reference server's own routes outside the contract (back office, demo venue, sandbox provider).
export { object, oneOf, string } from './schema.ts';
