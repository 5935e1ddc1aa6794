import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { credit, memberWithToken } from '../routes/api/games/games-fixtures.ts';

export interface FundedMember {
  memberId: number;
  token: string;
}

/** `count` members with a session token each and `fen` in their main wallets. */
export async function fundedMembers(db: Kysely<Database>, count: number, fen: number): Promise<FundedMember[]> {
  const members: FundedMember[] = [];
  for (let index = 0; index < count; index += 1) {
    const member = await memberWithToken(db);
    await credit(db, member.memberId, fen);
    members.push(member);
  }
  return members;
}
