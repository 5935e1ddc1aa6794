import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';

/** The welcome messages every member finds in 站内信; keyed, so a restart neither repeats nor overwrites them. */
export const SEED_MEMBER_MESSAGES: ReadonlyArray<{ seed_key: string; title: string; content: string }> = [
  {
    seed_key: 'message-welcome',
    title: '欢迎加入 Lobby 娱乐',
    content:
      '<p>尊敬的会员您好，欢迎加入 Lobby 娱乐！</p><p>存款、取款、额度转换均可在<strong>会员中心</strong>全天24小时自助办理。首次存款前请先绑定银行卡或钱包地址，并妥善保管您的<strong>支付密码</strong>。</p>',
  },
  {
    seed_key: 'message-account-safety',
    title: '账户安全提醒',
    content:
      '<p>为保障资金安全，请注意：</p><ul><li>登录密码请使用字母与数字组合，并定期更换；</li><li>工作人员不会以任何理由索取您的密码或验证码；</li><li>请只通过官方网址及官方客服办理业务。</li></ul>',
  },
  {
    seed_key: 'message-rebate-vip',
    title: '每日返水与VIP晋级说明',
    content:
      '<p>每日北京时间 00:00-23:59 的有效投注将按您的 VIP 等级比例计算返水，次日即可在<strong>返水记录</strong>中点击领取。</p><p>累计存款与有效投注达到要求即可晋级，详见 VIP 特权页面。</p>',
  },
];

export async function seedMemberMessages(db: Kysely<Database>): Promise<void> {
  const createdAt = nowIso();
  // Inserted last to first: the list shows newest first (by id when times are equal), so the welcome leads.
  await dialectOf(db).insertSkippingConflicts(
    db
      .insertInto('member_messages')
      .values([...SEED_MEMBER_MESSAGES].reverse().map((message) => ({ ...message, member_id: null, created_at: createdAt }))),
    { columns: ['seed_key'] },
  );
}
