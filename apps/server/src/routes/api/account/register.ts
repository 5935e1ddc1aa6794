import { asText, columnId, messages, validateRegistrationPayload, type RegisterResult } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { hashSecret } from '../../../auth/passwords.ts';
import { issueToken } from '../../../auth/tokens.ts';
import type { Database } from '../../../db/schema.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { getOrCreateMainWallet } from '../../../ledger/accounts.ts';
import { findMemberByAccount, findMemberById, insertMember } from '../../../members/members-repository.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

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
  app.route(
    contractRoute('register', async (request) => {
      const refusal = validateRegistrationPayload(request.body);
      if (refusal) throw new DomainError(ErrorCode.badRequest, refusal);
      // The rule has required each as text.
      const { name, password, paypassword, realname } = request.body;
      const body = { name: asText(name), password: asText(password), paypassword: asText(paypassword), realname: asText(realname) };
      if (await findMemberByAccount(app.db, body.name)) throw taken();
      const introducer = await introducerId(app.db, request.body.pid);

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
    }),
  );
}
