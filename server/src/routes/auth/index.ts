import type { FastifyPluginAsync } from 'fastify';
import { passwordRoutes } from './password';
import { registrationRoutes } from './registration';
import { sessionRoutes } from './session';

/** `/api/auth/*` and the password reset of `/api/account/{id}/reset_password`. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registrationRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
};
