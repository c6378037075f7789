import fp from 'fastify-plugin';
import { createLoginAttemptsRepository, type LoginAttemptsRepository } from '../../repositories/login-attempts-repository';
import { createOwnersRepository, type OwnersRepository } from '../../repositories/owners-repository';
import { createRefreshTokensRepository, type RefreshTokensRepository } from '../../repositories/refresh-tokens-repository';

export interface Repositories {
  owners: OwnersRepository;
  refreshTokens: RefreshTokensRepository;
  loginAttempts: LoginAttemptsRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export default fp(
  async (app) => {
    const { db } = app.database;
    app.decorate('repositories', {
      owners: createOwnersRepository(db),
      refreshTokens: createRefreshTokensRepository(db),
      loginAttempts: createLoginAttemptsRepository(db),
    });
  },
  { name: 'repositories', dependencies: ['db'] },
);
