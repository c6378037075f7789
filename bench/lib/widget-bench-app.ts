import { randomBytes } from 'node:crypto';
import { buildApp, type DatabaseConfig } from 'api';

/**
 * The API as the widget benches run it (agent-stream, faq-answers): fresh secrets, no log, and the
 * public budgets opened wide, since one address (the bench's process) plays every visitor.
 */
export function buildWidgetBenchApp(database: DatabaseConfig): ReturnType<typeof buildApp> {
  return buildApp({
    database,
    jwtSecret: randomBytes(32).toString('hex'),
    encryptionKey: randomBytes(32).toString('hex'),
    logger: false,
    publicRateLimit: { perAddressMax: 1_000_000, newVisitorsPerAddressMax: 1_000_000, perVisitorMax: 1_000_000, messagesPerVisitorMax: 1_000_000 },
  });
}
