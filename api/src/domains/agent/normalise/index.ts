export { normaliseForMatch } from './normalise-for-match';
export { normaliseText, type NormalisedText } from './normalised-text';
export {
  createForbiddenWordMatcher,
  DEFAULT_REDACTION_MASK,
  type ForbiddenWordEntry,
  type ForbiddenWordHit,
  type ForbiddenWordMatcher,
} from './forbidden-word-matcher';
