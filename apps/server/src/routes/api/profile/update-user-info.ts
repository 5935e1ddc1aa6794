import { api, messages, TEXT_LIMITS, validateProfile, type ProfileUpdatePayload } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { wireText } from '../../../plugins/app/wire-fields.ts';
import { updateProfile } from '../../../profile/profile-repository.ts';
import { routeOf } from '../../route-of.ts';

/** Every field typed loosely: the contract's rule, not the schema, decides which message a bad field gets. */
const bodySchema = {
  type: 'object',
  properties: {
    email: wireText(TEXT_LIMITS.email),
    mobile: wireText(TEXT_LIMITS.mobile),
    birthday: wireText(TEXT_LIMITS.birthday),
  },
} as const;

/** Profile save: mobile, email and birthday (1980-01-01 to today, Beijing time), checked in the spec's order. */
export default async function updateUserInfoRoute(app: FastifyInstance) {
  app.route<{ Body: ProfileUpdatePayload }>({
    ...routeOf(api.updateuserinfo),
    schema: { body: bodySchema },
    handler: async (request) => {
      const refusal = validateProfile(request.body);
      if (refusal) throw new DomainError(ErrorCode.badRequest, refusal);
      const { email, mobile, birthday } = request.body;
      await updateProfile(app.db, currentMember(request).id, { email, mobile, birthday });
      return ok(null, messages.profile.saved);
    },
  });
}
