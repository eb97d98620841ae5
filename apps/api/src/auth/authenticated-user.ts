import type { Role } from '@profileproof/contracts';
import type { FastifyRequest } from 'fastify';

/** Who made a request, from its access token. */
export interface AuthenticatedUser {
  id: number;
  email: string;
  role: Role;
}

export type AuthenticatedRequest = FastifyRequest & {
  user?: AuthenticatedUser;
  /** The session the access token was issued in. */
  sessionId?: string;
};
