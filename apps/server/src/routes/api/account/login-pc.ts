import { asText, messages, validateLogin, type LoginResult } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { verifyAgainstDummy, verifySecret } from '../../../auth/passwords.ts';
import { issueToken } from '../../../auth/tokens.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { accountKeyOf, findMemberByAccount, recordLogin } from '../../../members/members-repository.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

/** One answer for an unknown account and a wrong password, so the login cannot be used to probe accounts. */
const invalidCredentials = () => new DomainError(ErrorCode.badRequest, messages.server.invalidCredentials);

export default async function loginRoute(app: FastifyInstance) {
  app.route(
    contractRoute('login_pc', async (request) => {
      // The captcha is matched in the browser against the image it drew; the server only requires one.
      const refusal = validateLogin(request.body);
      if (refusal) throw new DomainError(ErrorCode.badRequest, refusal);
      // The rule has required both as text.
      const body = { name: asText(request.body.name), password: asText(request.body.password) };

      const accountKey = accountKeyOf(body.name);
      // Reserved before the slow password check, so a burst of parallel guesses checks at most the limit;
      // a wrong password keeps the reservation as its failure.
      if (!(await app.loginThrottle.reserveAttempt(accountKey, request.ip))) {
        throw new DomainError(ErrorCode.tooManyRequests, messages.server.tooManyAttempts);
      }
      const member = await findMemberByAccount(app.db, body.name);
      const passwordMatches = member ? await verifySecret(member.password_hash, body.password) : await verifyAgainstDummy(body.password);
      if (!member || !passwordMatches) throw invalidCredentials();
      await app.loginThrottle.recordSuccess(accountKey, request.ip);

      // Told only to someone who knows the password, so these do not reveal that an account exists.
      if (member.isblack === 1) throw new DomainError(ErrorCode.forbidden, messages.server.blacklisted);
      if (member.status === 0) throw new DomainError(ErrorCode.forbidden, messages.server.disabled);

      await recordLogin(app.db, member.id, request.ip);
      const token = await issueToken(app.db, member.id);
      return ok<LoginResult>({ new_api_token: token }, messages.server.loginSuccess);
    }),
  );
}
