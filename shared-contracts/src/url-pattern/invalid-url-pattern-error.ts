/**
 * A pattern the compiler cannot read. Patterns reach the compiler through shared-contracts'
 * urlPatternSchema, which refuses the same spellings with a Japanese message; this error only
 * surfaces for rows stored before a rule was tightened.
 */
export class InvalidUrlPatternError extends Error {
  constructor(
    readonly pattern: string,
    readonly reason: string,
  ) {
    super(`Invalid URL pattern ${JSON.stringify(pattern)}: ${reason}`);
    this.name = 'InvalidUrlPatternError';
  }
}
