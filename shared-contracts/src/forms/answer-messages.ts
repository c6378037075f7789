import { lineTextMessages } from '../common/line-text';
import { japaneseDate } from './iso-date';

/**
 * What a visitor reads under a field of a form in the chat, built from the field's label so that
 * each message names what to fix: お名前を入力してください, メールアドレスの形式が正しくありません.
 */
export const answerMessages = {
  required: (label: string) => `${label}を入力してください`,
  requiredChoice: (label: string) => `${label}を選択してください`,
  requiredConsent: (label: string) => `${label}に同意してください`,
  invalid: (label: string) => `${label}の形式が正しくありません`,
  tooLong: (label: string, max: number) => `${label}は${max}文字以内で入力してください`,
  newline: lineTextMessages.lineBreak,
  control: lineTextMessages.control,
  notNumber: (label: string) => `${label}は数値で入力してください`,
  notInteger: (label: string) => `${label}は整数で入力してください`,
  numberRange: (label: string, min: number | null, max: number | null) => {
    if (min !== null && max !== null) return `${label}は${min}〜${max}の範囲で入力してください`;
    if (min !== null) return `${label}は${min}以上で入力してください`;
    return `${label}は${max ?? ''}以下で入力してください`;
  },
  dateRange: (label: string, min: string | null, max: string | null) => {
    if (min !== null && max !== null) return `${label}は${japaneseDate(min)}〜${japaneseDate(max)}の日付を入力してください`;
    if (min !== null) return `${label}は${japaneseDate(min)}以降の日付を入力してください`;
    return `${label}は${japaneseDate(max ?? '')}以前の日付を入力してください`;
  },
  notAnOption: (label: string) => `${label}は選択肢から選んでください`,
  duplicateChoice: (label: string) => `${label}で同じ選択肢が2回選ばれています`,
  tooFewChoices: (label: string, min: number) => `${label}は${min}個以上選択してください`,
  tooManyChoices: (label: string, max: number) => `${label}は${max}個まで選択できます`,
  exactChoices: (label: string, count: number) => `${label}は${count}個選択してください`,
} as const;
