export * from './form-field';
export * from './form';
export * from './form-answer';
export * from './answer-messages';
export * from './build-answer-schema';
export * from './api-paths';
export { isJapanesePhoneNumber, japanesePhoneDigits, tidyPhoneNumber } from './phone-number';
export { keywordKey } from './keyword-key';
export { isIsoDate, japaneseDate } from './iso-date';
