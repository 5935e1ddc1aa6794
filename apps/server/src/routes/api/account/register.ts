import { api, columnId, messages, TEXT_LIMITS, validateRegistrationPayload, type RegisterPayload, type RegisterResult } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { hashSecret } from '../../../auth/passwords.ts';
import { issueToken } from '../../../auth/tokens.ts';
import type { Database } from '../../../db/schema.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { getOrCreateMainWallet } from '../../../ledger/accounts.ts';
import { findMemberByAccount, findMemberById, insertMember } from '../../../members/members-repository.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { wireText } from '../../../plugins/app/wire-fields.ts';
import { routeOf } from '../../route-of.ts';

/** Every field typed loosely: the contract's rule, not the schema, decides which message a bad field gets. */
const bodySchema = {
  type: 'object',
  properties: {
    name: wireText(TEXT_LIMITS.account),
    password: wireText(TEXT_LIMITS.password),
    confirmPass: wireText(TEXT_LIMITS.password),
    realname: wireText(TEXT_LIMITS.realname),
    paypassword: wireText(TEXT_LIMITS.payPassword),
    code: wireText(TEXT_LIMITS.captcha),
    pid: wireText(TEXT_LIMITS.introducer),
  },
} as const;

const taken = () => new DomainError(ErrorCode.conflict, messages.server.accountTaken);

/**
 * pid is the introducer's member id. An unknown or malformed pid is refused rather than dropped: the
 * field is visible and editable on the form, and silently losing it would lose the introducer's credit.
 */
async function introducerId(db: Kysely<Database>, pid: string | undefined): Promise<number | null> {
  const text = pid?.trim() ?? '';
  if (text === '') return null;
  // An id no member row can have (over the INTEGER column, 2147483648) names nobody, never a query.
  const id = columnId(text);
  const introducer = id === undefined ? undefined : await findMemberById(db, id);
  if (!introducer) throw new DomainError(ErrorCode.badRequest, messages.server.unknownIntroducer);
  return introducer.id;
}

export default async function registerRoute(app: FastifyInstance) {
  app.route<{ Body: RegisterPayload }>({
    ...routeOf(api.register),
    schema: { body: bodySchema },
    handler: async (request) => {
      const body = request.body;
      const refusal = validateRegistrationPayload(body);
      if (refusal) throw new DomainError(ErrorCode.badRequest, refusal);
      if (await findMemberByAccount(app.db, body.name)) throw taken();
      const introducer = await introducerId(app.db, body.pid);

      // Hashed before the transaction: argon2 is slow and SQLite holds its write lock for the whole transaction.
      const [passwordHash, payPasswordHash] = await Promise.all([hashSecret(body.password), hashSecret(body.paypassword)]);
      const token = await app.db.transaction().execute(async (trx) => {
        const memberId = await insertMember(trx, {
          account: body.name,
          password_hash: passwordHash,
          pay_password_hash: payPasswordHash,
          realname: body.realname,
          introducer_id: introducer,
          register_ip: request.ip,
        });
        if (memberId === undefined) throw taken();
        await getOrCreateMainWallet(trx, memberId);
        return issueToken(trx, memberId);
      });
      return ok<RegisterResult>({ api_token: token }, messages.server.registerSuccess);
    },
  });
}
