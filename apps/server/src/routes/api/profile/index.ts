import type { FastifyInstance } from 'fastify';
import editPasswordRoutes from './edit-passwords.ts';
import updateUserInfoRoute from './update-user-info.ts';

/** The member's own data: profile fields, login password and payment password. */
export default async function profileRoutes(app: FastifyInstance) {
  await app.register(updateUserInfoRoute);
  await app.register(editPasswordRoutes);
}
