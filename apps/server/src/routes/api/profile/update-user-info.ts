import { asText, messages, validateProfile } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { memberTransaction } from '../../../auth/member-transaction.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { updateProfile } from '../../../profile/profile-repository.ts';
import { contractRoute } from '../../contract-route.ts';

/** Profile save: mobile, email and birthday (1980-01-01 to today, Beijing time), checked in the spec's order. */
export default async function updateUserInfoRoute(app: FastifyInstance) {
  app.route(
    contractRoute('updateuserinfo', async (request) => {
      const refusal = validateProfile(request.body);
      if (refusal) throw new DomainError(ErrorCode.badRequest, refusal);
      // The rule has required each as text.
      const { email, mobile, birthday } = request.body;
      const member = currentMember(request);
      const profile = { email: asText(email), mobile: asText(mobile), birthday: asText(birthday) };
      await memberTransaction(app.db, member)((trx) => updateProfile(trx, member.id, profile));
      return ok(null, messages.profile.saved);
    }),
  );
}
