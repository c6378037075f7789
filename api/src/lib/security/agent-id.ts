import { randomBytes } from 'node:crypto';

// Crockford's base32 in lower case: no i, l, o or u, so an owner can read the id aloud or type it from paper.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 20;

/** The public id an owner writes into the widget's script tag, e.g. `agt_3k9x...` (100 random bits). */
export function generateAgentId(): string {
  const bytes = randomBytes(LENGTH);
  let id = 'agt_';
  // 256 is a multiple of 32, so taking the low five bits keeps every character equally likely.
  for (const byte of bytes) id += ALPHABET[byte & 31];
  return id;
}

export const AGENT_ID_PATTERN = /^agt_[0-9a-hjkmnp-tv-z]{20}$/;
