import fp from 'fastify-plugin';
import { createSecretBox, type SecretBox } from '../../lib/security/secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens the write-only secrets owners store (LLM API keys, the LINE channel secret). */
    secretBox: SecretBox;
  }
}

export default fp(
  async (app) => {
    app.decorate('secretBox', createSecretBox(app.config.encryptionKey));
  },
  { name: 'secret-box' },
);
