import type { ProfileUpdatePayload } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Saves the three editable fields together, as the screen sends them; /api/user answers them. */
export async function updateProfile(db: Kysely<Database>, memberId: number, profile: ProfileUpdatePayload): Promise<void> {
  await db
    .updateTable('members')
    .set({ email: profile.email, mobile: profile.mobile, birthday: profile.birthday })
    .where('id', '=', memberId)
    .execute();
}
