import type { Database } from '../../db/database';
import type { DialTarget, HostLookup } from '../../lib/safe-fetch';
import type { SecretBox } from '../../lib/security/secret-box';

/** What the app hands the runtime; one object for the app's life (the LLM connection pool is kept per object). */
export interface AgentDeps {
  db: Database;
  /** The API's public address (the app's publicApiUrl): pictures in answers are loaded from it. */
  publicApiUrl: string;
  /** Opens the stored LLM API key. */
  secretBox: SecretBox;
  /** The Anthropic API's address without /v1 (the app's anthropicBaseUrl). */
  anthropicBaseUrl?: string;
  /**
   * Whether an LLM base URL may be on loopback or a private network: pass the app's
   * allowPrivateNetworkTargets (ALLOW_PRIVATE_NETWORK_TARGETS, for a self-hosted Ollama or vLLM), the
   * one switch of every URL an owner types. Default false; link-local and metadata addresses are
   * refused whatever this says.
   */
  allowPrivateNetworkTargets?: boolean;
  /** Name resolution for that check (the app's outboundHttp.lookup; tests and e2e). */
  lookup?: HostLookup;
  /** Where a checked address is really dialled (the app's outboundHttp.dial; tests and e2e only). */
  dial?: (checked: DialTarget) => DialTarget;
  clock?: () => Date;
  /** For a whole LLM answer. */
  llmTimeoutMs?: number;
}
