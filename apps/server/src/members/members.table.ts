import type { Generated, Insertable, Selectable } from 'kysely';

export interface MembersTable {
  id: Generated<number>;
  /** The account name as the member typed it. */
  account: string;
  /** Lower-cased account, unique: accounts are taken case-insensitively. */
  account_key: string;
  password_hash: string;
  pay_password_hash: string;
  realname: string;
  birthday: Generated<string>;
  email: Generated<string>;
  mobile: Generated<string>;
  avatar: Generated<string>;
  isblack: Generated<number>;
  /** 1 enabled, 0 disabled. */
  status: Generated<number>;
  isagent: Generated<number>;
  vip: Generated<number>;
  paysum_fen: Generated<number>;
  /** 1 = free-transfer mode. */
  transferstatus: Generated<number>;
  introducer_id: number | null;
  register_ip: Generated<string>;
  created_at: string;
  last_login_at: string | null;
  last_login_ip: string | null;
}

export type Member = Selectable<MembersTable>;

export type NewMember = Insertable<MembersTable>;
