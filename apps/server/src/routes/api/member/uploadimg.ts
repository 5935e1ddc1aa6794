import { api, AVATAR_UPLOAD_FIELD, messages } from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { avatarImageType } from '../../../members/avatar-image.ts';
import { discardAvatar, replaceMemberAvatar, storeAvatar } from '../../../members/avatar-storage.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import multipartBodies from '../../../plugins/external/multipart.ts';
import { routeOf } from '../../route-of.ts';

const badRequest = () => new DomainError(ErrorCode.badRequest, messages.server.badRequest);

/** The uploaded file's bytes; every way an upload can be malformed or too large becomes a refusal, never a 500. */
async function uploadedBytes(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== AVATAR_UPLOAD_FIELD) throw badRequest();
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new DomainError(ErrorCode.badRequest, messages.avatar.tooLarge);
    if (error instanceof DomainError) throw error;
    throw badRequest();
  }
}

/** Stores a GIF or PNG avatar and points the member at it; the replaced file is removed. */
export default async function uploadImageRoute(app: FastifyInstance) {
  await app.register(multipartBodies);
  app.route({
    ...routeOf(api.uploadimg),
    handler: async (request) => {
      const member = currentMember(request);
      const bytes = await uploadedBytes(app, request);
      const type = avatarImageType(bytes);
      if (!type) throw new DomainError(ErrorCode.badRequest, messages.avatar.invalidType);
      const avatar = await storeAvatar(app.avatarDir, bytes, type);
      const previous = await replaceMemberAvatar(app.db, member.id, avatar);
      await discardAvatar(app.avatarDir, previous);
      return ok({ avatar }, messages.avatar.uploaded);
    },
  });
}
