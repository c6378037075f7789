// The demo agent's settings as the harness found them (the seeded sample agent), and the way back
// to them. A spec that opens the widget or changes an agent-wide setting starts from this baseline
// (`freshAgent()` in its `before`), so what an earlier spec left behind — business hours switched on,
// an LLM that is gone, open-on-load, page rules — can never answer for the next one, whatever the
// order the specs run in. Specs still put back what they change, for the console screens they leave.
import assert from 'node:assert/strict';
import { harnessInfo } from './harness-info.ts';
import { ownerApi, type OwnerApi } from './owner-api.ts';

/** Every settings document of one agent (one GET and one PUT each); lists (words, replies, forms) are not among them. */
export const AGENT_DOCUMENTS = [
  'avatar-settings',
  'basic-agent-settings',
  'chat-ui-settings',
  'detail-ai-settings',
  'emotion-states',
  'fixed-messages',
  'line-login-settings',
  'url-settings',
  'voice-settings',
] as const;

/** Each document as a PUT body: what GET answered without its stamp and secret statuses. */
export type AgentBaseline = Record<(typeof AGENT_DOCUMENTS)[number], Record<string, unknown>>;

/**
 * A stored secret cannot be read back (write-only), so a baseline without one says `null` (delete),
 * and one with one leaves it out (keep): either way the secret ends as the baseline had it.
 */
function asPutBody(document: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(document)) {
    if (key === 'updated_at') continue;
    if (key.endsWith('_status')) {
      if (value === 'unset') body[key.slice(0, -'_status'.length)] = null;
      continue;
    }
    body[key] = value;
  }
  return body;
}

export async function captureAgentBaseline(owner: OwnerApi): Promise<AgentBaseline> {
  const baseline: Partial<AgentBaseline> = {};
  // One after another, like the restore: ownerApi signs in again for a stale token, once per call in flight.
  for (const path of AGENT_DOCUMENTS) baseline[path] = asPutBody(await owner.json<Record<string, unknown>>('GET', path));
  return baseline as AgentBaseline;
}

export async function restoreAgentBaseline(owner: OwnerApi, baseline: AgentBaseline): Promise<void> {
  for (const path of AGENT_DOCUMENTS) {
    const response = await owner.request('PUT', path, baseline[path]);
    assert.ok(response.ok, `restoring ${path}: ${response.status} ${await response.text()}`);
  }
}

/** Puts the demo agent back to the harness's baseline (call in a spec's `before`). */
export async function freshAgent(): Promise<void> {
  const { apiUrl, demo, agentBaseline } = harnessInfo();
  await restoreAgentBaseline(ownerApi(apiUrl, demo), agentBaseline);
}
