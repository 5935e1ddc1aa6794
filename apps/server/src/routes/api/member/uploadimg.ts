import type { MultipartFields } from '@fastify/multipart';
import { AVATAR_UPLOAD_FIELD, containsNul, messages } from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { memberTransaction } from '../../../auth/member-transaction.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { avatarImageType } from '../../../members/avatar-image.ts';
import { discardAvatar, replaceMemberAvatar, storeAvatar } from '../../../members/avatar-storage.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { nulRefusal } from '../../../plugins/app/refuse-nul.ts';
import multipartBodies from '../../../plugins/external/multipart.ts';
import { contractRoute } from '../../contract-route.ts';

const badRequest = () => new DomainError(ErrorCode.badRequest, messages.server.badRequest);
const tooLarge = () => new DomainError(ErrorCode.badRequest, messages.avatar.tooLarge);

/** The text values of the parts sent before the file (the file itself is judged by its bytes). */
function fieldValues(fields: MultipartFields): unknown[] {
  return Object.values(fields).flatMap((field) => [field].flat()).map((part) => (part && part.type === 'field' ? part.value : undefined));
}

/** The uploaded file's bytes; every way an upload can be malformed or too large becomes a refusal, never a 500. */
async function uploadedBytes(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== AVATAR_UPLOAD_FIELD) throw badRequest();
    // The parts are read here, not by a body parser, so the NUL check of refuse-nul.ts runs on them here.
    if (containsNul([part.filename, part.mimetype, ...Object.keys(part.fields), ...fieldValues(part.fields)])) throw nulRefusal();
    const bytes = await part.toBuffer();
    // Busboy cuts a file at the size limit and may flag it only after the last chunk has been read, so
    // toBuffer can answer the first AVATAR_MAX_BYTES of a larger file: a cut file is refused, never stored.
    if (part.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    if (error instanceof DomainError) throw error;
    throw badRequest();
  }
}

/** Stores a GIF or PNG avatar and points the member at it; the replaced file is removed. */
export default async function uploadImageRoute(app: FastifyInstance) {
  await app.register(multipartBodies);
  app.route(
    contractRoute('uploadimg', async (request) => {
      const member = currentMember(request);
      const bytes = await uploadedBytes(app, request);
      const type = avatarImageType(bytes);
      if (!type) throw new DomainError(ErrorCode.badRequest, messages.avatar.invalidType);
      const avatar = await storeAvatar(app.avatarDir, bytes, type);
      const previous = await replaceMemberAvatar(app.db, member.id, avatar, memberTransaction(app.db, member)).catch(async (error: unknown) => {
        // Refused (a session revoked meanwhile) or failed: the new file points nowhere.
        await discardAvatar(app.avatarDir, avatar);
        throw error;
      });
      await discardAvatar(app.avatarDir, previous);
      return ok({ avatar }, messages.avatar.uploaded);
    }),
  );
}
