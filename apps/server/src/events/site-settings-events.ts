import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { afterCommit } from './after-commit.ts';
import { eventBusOf } from './database-event-bus.ts';
import { defineChannel } from './event-bus.ts';

/** Site settings were written (by the site CLI, a seed or a server): whatever caches them reads again. */
export const siteSettingsChanged = defineChannel<Record<string, never>>('site-settings');

/** Heard by every process once the write has committed; the bus's close waits for it (the CLI exits right after). */
export function publishSiteSettingsChanged(db: Kysely<Database>): void {
  const bus = eventBusOf(db);
  afterCommit(db, () => void bus.publish(siteSettingsChanged, {}).catch(() => undefined));
}
