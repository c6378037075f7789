import { isJapanesePhoneNumber, japanesePhoneDigits } from '../../src';

describe('Japanese phone numbers', () => {
  it.each([
    ['090-1234-5678', '09012345678'],
    ['09012345678', '09012345678'],
    ['080 1234 5678', '08012345678'],
    ['070-1234-5678', '07012345678'],
    ['03-1234-5678', '0312345678'],
    ['0312345678', '0312345678'],
    ['(03) 1234-5678', '0312345678'],
    ['06-6123-4567', '0661234567'],
    ['0123-45-6789', '0123456789'],
    ['0120-123-456', '0120123456'],
    ['0570-012-345', '0570012345'],
    ['0800-123-4567', '08001234567'],
    ['050-1234-5678', '05012345678'],
    ['+81 90-1234-5678', '09012345678'],
    ['+819012345678', '09012345678'],
    ['+81-3-1234-5678', '0312345678'],
    ['+81 (0)90 1234 5678', '09012345678'],
    ['０９０−１２３４−５６７８', '09012345678'],
    ['090ー1234ー5678', '09012345678'],
  ])('accepts %s as %s', (typed, digits) => {
    expect(japanesePhoneDigits(typed)).toBe(digits);
    expect(isJapanesePhoneNumber(typed)).toBe(true);
  });

  it.each([
    ['too short for a mobile', '090-1234-567'],
    ['too long for a landline', '03-1234-56789'],
    ['a landline with a mobile length', '031234567890'],
    ['0120 with 11 digits', '0120-1234-5678'],
    ['no leading 0', '90-1234-5678'],
    ['another country', '+1 415 555 0100'],
    ['letters', '090-abcd-5678'],
    ['an extension', '03-1234-5678 内線12'],
    ['empty', ''],
  ])('refuses %s (%s)', (_name, typed) => {
    expect(isJapanesePhoneNumber(typed)).toBe(false);
  });
});
