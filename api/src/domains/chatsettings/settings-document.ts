import type { AgentSettingsRow, SettingsKind } from '../../db/schema';

/**
 * A stored settings document over the contract's defaults: a never-saved agent reads the defaults,
 * and a document saved before a field existed reads that field's default.
 */
export function documentOf<T extends object>(row: Pick<AgentSettingsRow, 'document'> | undefined, defaults: T): T {
  return row ? { ...defaults, ...(row.document as Partial<T>) } : defaults;
}

export function updatedAtOf(row: AgentSettingsRow | undefined): string | null {
  return row ? row.updatedAt.toISOString() : null;
}

export function secretStatusOf(row: AgentSettingsRow | undefined): 'set' | 'unset' {
  return row?.sealedSecret ? 'set' : 'unset';
}

/** What a sealed secret is bound to: it opens only in the row it was sealed for. */
export function secretContext(agentId: string, kind: SettingsKind): string {
  return `agent_settings/${agentId}/${kind}`;
}
