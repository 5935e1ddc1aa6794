import { api, fenToYuan, PAGE_SIZE, type RedPacketRow } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { approveDeposit } from '../../../../src/back-office/review-orders.ts';
import { placeDeposit } from '../../../../src/deposits/place-deposit.ts';
import { grabRedPacket } from '../../../../src/red-packets/grab-red-packet.ts';
import { beijing, setCampaign } from '../../../red-packets/red-packet-fixtures.ts';
import { memberWithToken } from '../games/games-fixtures.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { at, recordPage, useSimulatedClock } from './records-fixtures.ts';
import { firstRow } from '../../../support/rows.ts';

describe.each(testTargets)('POST /api/redpacket on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  useSimulatedClock();
  const packets = (token: string, payload: object = {}) => recordPage<RedPacketRow>(context.app, api.redpacket, token, payload);
  const db = () => context.database.db;

  /** A member whose approved 600.00 bank deposit (2026-11-20 18:00) counts for the grabs of 2026-11-21. */
  async function depositor() {
    const member = await memberWithToken(db());
    at('2026-11-20 18:00:00');
    const deposit = await placeDeposit(db(), member.memberId, { paytype: 'bank', amount: 600, bank_owner: '赵六', bank: '中国银行', bank_no: '6216610000001234', bank_address: '北京' });
    await approveDeposit(db(), deposit.deposit_no);
    return member;
  }

  /** Grabs at a Beijing time through the product's grab, answering the amount in fen. */
  async function grabAt(memberId: number, time: string) {
    at(time);
    return grabRedPacket(db(), memberId, beijing(time));
  }

  it('answers 401 without a session', async () => {
    expect((await post(context.app, api.redpacket.path, {})).status).toBe(401);
  });

  it('lists the grabs, newest first: the counted recharge, the packet, the grab and the payment time', async () => {
    await setCampaign(db());
    const { memberId, token } = await depositor();
    const first = await grabAt(memberId, '2026-11-21 10:05:00');
    const second = await grabAt(memberId, '2026-11-21 11:30:00');
    expect(await packets(token, { page: 1 })).toEqual({
      data: [
        { money: 600, redpacketmoney: fenToYuan(second), created_at: '2026-11-21 11:30:00', usetime: '2026-11-21 11:30:00' },
        { money: 600, redpacketmoney: fenToYuan(first), created_at: '2026-11-21 10:05:00', usetime: '2026-11-21 10:05:00' },
      ],
      total: 2,
      last_page: 1,
      current_page: 1,
    });
    const other = await memberWithToken(db());
    expect(await packets(other.token)).toEqual({ data: [], total: 0, last_page: 1, current_page: 1 });
  });

  it('pages by PAGE_SIZE: first page, last page, past the end', async () => {
    await setCampaign(db(), { max_times: PAGE_SIZE + 1 });
    await db().updateTable('red_packet_tiers').set({ grabs: PAGE_SIZE + 1 }).execute();
    const { memberId, token } = await depositor();
    for (let i = 0; i < PAGE_SIZE + 1; i += 1) await grabAt(memberId, `2026-11-21 10:${String(i).padStart(2, '0')}:00`);

    const first = await packets(token, { page: 1 });
    expect(first).toMatchObject({ total: PAGE_SIZE + 1, last_page: 2, current_page: 1 });
    expect(firstRow(first.data).created_at).toBe(`2026-11-21 10:${String(PAGE_SIZE).padStart(2, '0')}:00`);
    expect((await packets(token, { page: 2 })).data.map((row) => row.created_at)).toEqual(['2026-11-21 10:00:00']);
    expect(await packets(token, { page: 3 })).toEqual({ data: [], total: PAGE_SIZE + 1, last_page: 2, current_page: 3 });
  });
});
