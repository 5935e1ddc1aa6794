import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { plainTransaction, type TransactionRunner } from '../db/transaction-runner.ts';
import type { AvatarImageType } from './avatar-image.ts';

/** Where uploaded avatars are kept: the avatars/ folder of UPLOADS_DIR (data/uploads by default, not in git). */
export function avatarDirIn(uploadsDir: string): string {
  return join(uploadsDir, 'avatars');
}
/** The address the media plugin serves that folder at. */
export const AVATAR_URL_PREFIX = '/media/avatars/';

const STORED_NAME = /^\/media\/avatars\/([0-9a-f]{32}\.(?:png|gif))$/;

/** Writes the image under a random name (the member's own file name is never used) and answers its address. */
export async function storeAvatar(folder: string, bytes: Buffer, type: AvatarImageType): Promise<string> {
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type}`;
  await writeFile(join(folder, name), bytes, { flag: 'wx' });
  return `${AVATAR_URL_PREFIX}${name}`;
}

/** Removes a replaced avatar if it is one of ours; a missing file is no error. */
export async function discardAvatar(folder: string, url: string): Promise<void> {
  const name = STORED_NAME.exec(url)?.[1];
  if (name) await unlink(join(folder, name)).catch(() => undefined);
}

/** Sets the new address and answers the one it replaces. */
export async function replaceMemberAvatar(db: Kysely<Database>, memberId: number, url: string, transaction: TransactionRunner = plainTransaction(db)): Promise<string> {
  return transaction(async (trx) => {
    const row = await trx.selectFrom('members').select('avatar').where('id', '=', memberId).executeTakeFirstOrThrow();
    await trx.updateTable('members').set({ avatar: url }).where('id', '=', memberId).execute();
    return row.avatar;
  });
}
