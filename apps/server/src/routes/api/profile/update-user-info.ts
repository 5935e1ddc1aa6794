import { api, messages, validateProfile, type ProfileUpdatePayload } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { updateProfile } from '../../../profile/profile-repository.ts';
import { routeOf } from '../../route-of.ts';

/** Every field typed loosely: the contract's rule, not the schema, decides which message a bad field gets. */
const bodySchema = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    mobile: { type: 'string' },
    birthday: { type: 'string' },
  },
} as const;

/** Profile save: mobile, email and birthday, checked in the spec's order. */
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
