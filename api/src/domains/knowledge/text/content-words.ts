import { normaliseForMatch } from '../../agent/normalise';
import { analyse, type Morpheme } from './morphology/analyse';

/** A word that says what a text is about, in comparison form (NFKC, lower case, katakana as hiragana). */
export interface ContentWord {
  /** The surface (nouns, unknown words) or the base form (verbs, adjectives: 払え → 払う). */
  word: string;
  /** Its reading, where that is spelled otherwise than `word` (取り置き → とりおき); '' for none. */
  reading: string;
  /** A compound of neighbouring nouns (駐車 + 場 → 駐車場), besides its parts. */
  compound: boolean;
}

// Verbs and adjectives that carry grammar rather than topic: する, ある, できる (〜できますか), いる,
// なる, the humble and polite helpers (いただく, くださる, おる, いたす), giving/receiving (もらう and
// its potential もらえる: 〜てもらえる？; くれる) and the verbs of asking. Not fitted to any question
// set: closed classes every Japanese grammar names.
const EMPTY_PREDICATES = new Set([
  'する',
  'ある',
  'いる',
  'なる',
  'できる',
  '出来る',
  'おる',
  'いただく',
  '頂く',
  'いただける',
  '頂ける',
  'くださる',
  '下さる',
  'いたす',
  '致す',
  'もらう',
  'もらえる',
  'くれる',
  'あげる',
  'ない',
  'いい',
  'よい',
  '良い',
  // Asking itself: 〜を教えてください, 〜を知りたい, 〜が分かりますか, 〜を聞きたい.
  '教える',
  '知る',
  '分かる',
  'わかる',
  '聞く',
  '伺う',
  '尋ねる',
]);

// Interrogatives ask for the answer; the owner's text holds the answer (500円), not the word (いくら).
// And the politeness of asking (お願いします) says nothing of the topic.
const EMPTY_WORDS = new Set(['いくら', 'いつ', 'なぜ', 'どう', 'どれ', 'どんな', 'なに', 'なん', '何', 'だれ', '誰', 'いくつ', 'どちら', 'どっち', 'どこ', 'お願い', '願い']);

// Nouns that stand for something else or for nothing (代名詞 これ, 非自立 こと/の/ん, 数 digits
// and 数 kanji, 特殊 and 接尾 pieces on their own): never content by themselves.
const EMPTY_NOUN_DETAILS = new Set(['代名詞', '非自立', '数', '特殊', '接尾']);

/** Whether a morpheme is content: nouns, independent verbs and adjectives, and words the dictionary does not know. */
export function isContent(m: Morpheme): boolean {
  // An unknown run of digits (①, a stray 3) is a number like IPADIC's 数 nouns: not content alone.
  if (!m.known) return m.pos !== '記号' && /\p{L}/u.test(m.surface);
  if (EMPTY_WORDS.has(m.surface)) return false;
  switch (m.pos) {
    case '名詞':
      return !EMPTY_NOUN_DETAILS.has(m.detail);
    case '動詞':
    case '形容詞':
      return m.detail === '自立' && !EMPTY_PREDICATES.has(m.base);
    default:
      return false;
  }
}

// A noun's pieces that join a compound: the parts of 駐車場 (駐車 + 接尾 場), 印鑑登録, 市民課; not
// symbols IPADIC files as nouns (? after NFKC).
function joinsCompound(m: Morpheme): boolean {
  return m.pos === '名詞' && m.detail !== '代名詞' && m.detail !== '非自立' && m.detail !== '特殊' && /[\p{L}\p{N}]/u.test(m.surface);
}

// Morphemes repeat across passages; their comparison forms are worth remembering. Cleared when full.
const FORM_CACHE_MAX = 50_000;
const forms = new Map<string, string>();

function comparisonForm(text: string): string {
  let form = forms.get(text);
  if (form === undefined) {
    if (forms.size >= FORM_CACHE_MAX) forms.clear();
    form = normaliseForMatch(text);
    forms.set(text, form);
  }
  return form;
}

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}ー]/u;

/**
 * The reading of a verb's or an adjective's base form from its surface's: the surface's stem (up to
 * its last kanji) is read as the surface reading less its kana ending, and the base form's own kana
 * ending follows (払え ハラエ → 払える はらえる; 取り置き トリオキ → 取り置く とりおく). '' where the
 * two do not share the stem.
 */
export function baseReading(surface: string, base: string, reading: string): string {
  const chars = Array.from(surface);
  let stem = chars.length;
  while (stem > 0 && KANA.test(chars[stem - 1] ?? '')) stem -= 1;
  if (stem === 0) return base;
  const baseChars = Array.from(base);
  if (baseChars.slice(0, stem).join('') !== chars.slice(0, stem).join('')) return '';
  const ending = comparisonForm(chars.slice(stem).join(''));
  const spoken = comparisonForm(reading);
  if (!spoken.endsWith(ending)) return '';
  return spoken.slice(0, spoken.length - ending.length) + baseChars.slice(stem).join('');
}

function contentWord(word: string, reading: string, compound: boolean): ContentWord | null {
  const form = comparisonForm(word);
  if (form === '') return null;
  const spoken = reading === '' ? '' : comparisonForm(reading);
  return { word: form, reading: spoken === form ? '' : spoken, compound };
}

/**
 * The content words of a text by IPADIC's parts of speech (analyse): nouns (not pronouns, numbers
 * or dependent nouns), independent verbs and adjectives in their base form (not the empty ones:
 * する, ある, できる…), and unknown words; particles, auxiliaries, politeness and question endings
 * (〜ですか, 〜ますか, 〜ってある？) are left out. Each with its reading, so kanji and kana spellings
 * meet; and each run of two or more nouns also as one compound (駐車場, 印鑑登録) beside its parts.
 * Expects NFKC text.
 */
export function contentWords(text: string): ContentWord[] {
  const words: ContentWord[] = [];
  let run: Morpheme[] = [];
  const closeRun = () => {
    if (run.length > 1) {
      const compound = contentWord(
        run.map((m) => m.surface).join(''),
        run.every((m) => m.reading !== '' || !m.known) ? run.map((m) => m.reading || m.surface).join('') : '',
        true,
      );
      if (compound) words.push(compound);
    }
    run = [];
  };
  for (const m of analyse(text)) {
    if (joinsCompound(m)) run.push(m);
    else closeRun();
    if (!isContent(m)) continue;
    const inflected = m.pos === '動詞' || m.pos === '形容詞';
    const word = inflected ? contentWord(m.base, m.reading === '' ? '' : baseReading(m.surface, m.base, m.reading), false) : contentWord(m.surface, m.reading, false);
    if (word) words.push(word);
    // A 五段 verb's 連用形 is also its noun (取り置き, 支払い, 持ち帰り): the surface too, with its reading.
    if (m.pos === '動詞' && m.conjugation.startsWith('五段') && m.inflection === '連用形' && m.surface !== m.base) {
      const noun = contentWord(m.surface, m.reading, false);
      if (noun && noun.word !== word?.word) words.push(noun);
    }
  }
  closeRun();
  return words;
}
