import { type Ipadic, ipadic } from './ipadic';

/** A word of a text as IPADIC reads it. */
export interface Morpheme {
  surface: string;
  /** 品詞: 名詞, 動詞, 形容詞, 副詞, 助詞, 助動詞, 記号… */
  pos: string;
  /** 品詞細分類1: 一般, 自立, 非自立, 接尾, 代名詞, 数, 固有名詞, サ変接続… ('*' for none). */
  detail: string;
  /** 基本形 (払え → 払う); the surface where the dictionary has none (unknown words). */
  base: string;
  /** 読み in katakana (取り置き → トリオキ); '' for a word the dictionary does not know. */
  reading: string;
  /** False for an unknown word (a run of katakana, latin letters or digits the dictionary lacks). */
  known: boolean;
}

/** The features of one dictionary entry, parsed once. */
interface Entry {
  pos: string;
  detail: string;
  base: string;
  reading: string;
}

/** A lattice node: a dictionary (or unknown-word) entry at a place in the text, with its best path so far. */
interface Node {
  entry: number;
  known: boolean;
  start: number;
  length: number;
  left: number;
  right: number;
  /** The cost of the best path from the start of the text through this node. */
  total: number;
  prev: Node | null;
}

/** No IPADIC word the analyser needs is longer: prefix search never reads further ahead (kuromoji.js encoded the whole rest of the sentence at every character). */
const WORD_MAX = 16;
// kuromoji.js analyses a text sentence by sentence, each piece ending after 、 or 。; so does this.
const SENTENCE_END = /(?<=[、。])/u;

const knownEntries = new Map<number, Entry>();
const unknownEntries = new Map<number, Entry>();

function entryOf(dictionary: Ipadic, id: number, known: boolean): Entry {
  const cache = known ? knownEntries : unknownEntries;
  let entry = cache.get(id);
  if (!entry) {
    const source = known ? dictionary.words : dictionary.unknown;
    const features = source.pos_buffer.getString(source.dictionary.getInt(id + 6)).split(',');
    const base = features[7] ?? '*';
    entry = { pos: features[1] ?? '', detail: features[2] ?? '*', base, reading: known ? (features[8] ?? '') : '' };
    if (entry.reading === '*') entry.reading = '';
    cache.set(id, entry);
  }
  return entry;
}

/** The UTF-8 bytes of `chars`, and where each character starts among them. */
function utf8(chars: readonly string[]): { bytes: Uint8Array; starts: Int32Array } {
  const bytes = new Uint8Array(chars.length * 4);
  const starts = new Int32Array(chars.length + 1);
  let at = 0;
  chars.forEach((char, index) => {
    starts[index] = at;
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes[at++] = code;
    else if (code < 0x800) {
      bytes[at++] = 0xc0 | (code >> 6);
      bytes[at++] = 0x80 | (code & 0x3f);
    } else if (code < 0x10000) {
      bytes[at++] = 0xe0 | (code >> 12);
      bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[at++] = 0x80 | (code & 0x3f);
    } else {
      bytes[at++] = 0xf0 | (code >> 18);
      bytes[at++] = 0x80 | ((code >> 12) & 0x3f);
      bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[at++] = 0x80 | (code & 0x3f);
    }
  });
  starts[chars.length] = at;
  return { bytes, starts };
}

/**
 * The dictionary words that start at character `from`: calls `found(record, characters)` for each,
 * shortest first, reading at most WORD_MAX characters.
 */
function prefixWords(dictionary: Ipadic, text: { bytes: Uint8Array; starts: Int32Array }, from: number, limit: number, found: (record: number, length: number) => void): number {
  const { base, check } = dictionary;
  const { bytes, starts } = text;
  const end = starts[Math.min(from + WORD_MAX, limit)] ?? 0;
  let parent = 0;
  let count = 0;
  let character = from;
  for (let at = starts[from] ?? 0; at < end; at += 1) {
    const child = (base[parent] ?? 0) + (bytes[at] ?? 0);
    if (check[child] !== parent) break;
    parent = child;
    // A word ends only where a character does.
    if ((starts[character + 1] ?? -1) !== at + 1) continue;
    character += 1;
    const leaf = base[child] ?? 0;
    if (check[leaf] === child) {
      const record = base[leaf] ?? 0;
      if (record <= 0) {
        found(-record - 1, character - from);
        count += 1;
      }
    }
  }
  return count;
}

/**
 * The morphemes of a text, by the most likely path through IPADIC's lattice (Viterbi over word and
 * connection costs, as MeCab and kuromoji.js do, on kuromoji.js's dictionary files). Written here
 * rather than calling kuromoji.js's tokenizer, which encodes the rest of the sentence at every
 * character and builds a feature object per word: this walks the trie's arrays on the sentence's
 * bytes, reads at most WORD_MAX characters ahead and parses an entry's features once per process.
 * The same morphemes as kuromoji.js (a test compares them).
 *
 * Expects NFKC text (half-width katakana as full-width); spaces and line breaks come back as 記号.
 */
export function analyse(text: string): Morpheme[] {
  const morphemes: Morpheme[] = [];
  for (const sentence of text.split(SENTENCE_END)) if (sentence !== '') analyseSentence(sentence, morphemes);
  return morphemes;
}

function analyseSentence(sentence: string, into: Morpheme[]): void {
  const dictionary = ipadic();
  const { words, unknown, costs, costColumns } = dictionary;
  const chars = Array.from(sentence);
  const length = chars.length;
  const encoded = utf8(chars);
  const endsAt: (Node[] | undefined)[] = new Array<Node[] | undefined>(length + 1);
  endsAt[0] = [{ entry: -1, known: true, start: 0, length: 0, left: 0, right: 0, total: 0, prev: null }];
  // The best way into a position for a left id: entries that share it (most do) share the answer.
  let bestFor = new Map<number, Node>();

  const place = (entry: number, known: boolean, start: number, size: number) => {
    const source = known ? words : unknown;
    const left = source.dictionary.getShort(entry);
    const right = source.dictionary.getShort(entry + 2);
    const cost = source.dictionary.getShort(entry + 4);
    let best = bestFor.get(left);
    if (!best) {
      let bestTotal = Infinity;
      for (const prev of endsAt[start] ?? []) {
        const total = prev.total + (costs[prev.right * costColumns + left + 2] ?? 0);
        if (total < bestTotal) {
          bestTotal = total;
          best = prev;
        }
      }
      if (!best) return;
      bestFor.set(left, best);
    }
    const node: Node = { entry, known, start, length: size, left, right, total: best.total + (costs[best.right * costColumns + left + 2] ?? 0) + cost, prev: best };
    const end = start + size;
    const ending = endsAt[end];
    if (ending) ending.push(node);
    else endsAt[end] = [node];
  };

  for (let start = 0; start < length; start += 1) {
    if (!endsAt[start]) continue;
    bestFor = new Map();
    const matches = prefixWords(dictionary, encoded, start, length, (record, size) => {
      for (const id of words.target_map[record] ?? []) place(id, true, start, size);
    });
    const head = unknown.lookup(chars[start] ?? '');
    if (matches === 0 || head.is_always_invoke === 1) {
      let size = 1;
      if (head.is_grouping === 1) {
        while (start + size < length && unknown.lookup(chars[start + size] ?? '').class_name === head.class_name) size += 1;
      }
      for (const id of unknown.target_map[head.class_id] ?? []) place(id, false, start, size);
    }
  }

  let last: Node | null = null;
  let lastTotal = Infinity;
  for (const node of endsAt[length] ?? []) {
    const total = node.total + (costs[node.right * costColumns + 2] ?? 0);
    if (total < lastTotal) {
      lastTotal = total;
      last = node;
    }
  }
  const morphemes: Morpheme[] = [];
  for (let node = last; node && node.entry !== -1; node = node.prev) {
    const entry = entryOf(dictionary, node.entry, node.known);
    const surface = chars.slice(node.start, node.start + node.length).join('');
    morphemes.push({ surface, pos: entry.pos, detail: entry.detail, base: entry.base === '*' ? surface : entry.base, reading: entry.reading, known: node.known });
  }
  for (let i = morphemes.length - 1; i >= 0; i -= 1) into.push(morphemes[i] as Morpheme);
}
