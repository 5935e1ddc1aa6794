import { fenToYuan, type VipLevel } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Basis points (38) to the percentage the wire shows (0.38). */
const percent = (basisPoints: number): number => basisPoints / 100;

/** Every level, hidden ones included (status 1 means shown; the client filters). */
export async function listVipLevels(db: Kysely<Database>): Promise<VipLevel[]> {
  const rows = await db.selectFrom('vip_levels').selectAll().orderBy('level').execute();
  return rows.map((row) => ({
    level: row.level,
    recharge: fenToYuan(Number(row.recharge_fen)),
    flow: fenToYuan(Number(row.flow_fen)),
    status: row.status,
    realperson: percent(row.realperson_bp),
    sport: percent(row.sport_bp),
    e_sport: percent(row.e_sport_bp),
    joker: percent(row.joker_bp),
    electron: percent(row.electron_bp),
    lottery: percent(row.lottery_bp),
  }));
}
