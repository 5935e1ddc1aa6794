import { asText, messages, validatePasswordChange } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { memberTransaction } from '../../../auth/member-transaction.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { accountKeyOf, findMemberById } from '../../../members/members-repository.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { replaceSecret, secretMatches, type SecretKind } from '../../../profile/member-secrets.ts';
import { contractRoute, type CallHandler } from '../../contract-route.ts';

/**
 * /api/editPassword (login password; every session of the member is revoked, the client goes to
 * /login) and /api/editPayPassword (the 6-digit payment password; sessions untouched). Same payload:
 * `password` current, `paypassword` the new one, `newpasword` its confirmation.
 */
export default async function editPasswordRoutes(app: FastifyInstance) {
  /**
   * The current login password is checked under the login throttle, as a login would be: a wrong one
   * counts as a failed login of the account from this address, so a stolen session cannot guess the
   * password here past the limit that stops guessing at /api/login_pc.
   */
  const checkLoginPassword = async (memberId: number, clientAddress: string, check: () => Promise<boolean>) => {
    const member = await findMemberById(app.db, memberId);
    if (!member) return false;
    const accountKey = accountKeyOf(member.account);
    if (!(await app.loginThrottle.reserveAttempt(accountKey, clientAddress))) {
      throw new DomainError(ErrorCode.tooManyRequests, messages.server.tooManyAttempts);
    }
    const matches = await check();
    if (matches) await app.loginThrottle.recordSuccess(accountKey, clientAddress);
    return matches;
  };

  // Both calls share one payload schema (contract account.ts), so one handler serves both.
  const changeSecret =
    (kind: SecretKind): CallHandler<'editPassword'> =>
    async (request) => {
    const body = request.body;
    const refusal = validatePasswordChange(body, { kind });
    if (refusal) throw new DomainError(ErrorCode.badRequest, refusal);
    const member = currentMember(request);
    const memberId = member.id;
    const check = () => secretMatches(app.db, memberId, kind, asText(body.password));
    // The payment password's wrong guesses count with withdraw's, bindcard's and delcard's (pay-password-guard.ts).
    const matches = kind === 'pay' ? await app.payPasswordGuard.verify(memberId, check) : await checkLoginPassword(memberId, request.ip, check);
    if (!matches) throw new DomainError(ErrorCode.badRequest, messages.password.wrongOld);
    await replaceSecret(app.db, memberId, kind, asText(body.paypassword), memberTransaction(app.db, member));
    return ok(null, messages.password.changed);
  };
  app.route(contractRoute('editPassword', changeSecret('login')));
  app.route(contractRoute('editPayPassword', changeSecret('pay')));
}
