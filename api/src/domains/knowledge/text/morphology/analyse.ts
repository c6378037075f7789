import { type EntryTable, type Ipadic, ipadic, stringAt } from './ipadic';

/** A word of a text as IPADIC reads it. */
export interface Morpheme {
  surface: string;
  /** 品詞: 名詞, 動詞, 形容詞, 副詞, 助詞, 助動詞, 記号… */
  pos: string;
  /** 品詞細分類1: 一般, 自立, 非自立, 接尾, 代名詞, 数, 固有名詞, サ変接続… ('*' for none). */
  detail: string;
  /** 活用型 of a verb, adjective or auxiliary (五段・ラ行, 一段…), '*' for words that do not inflect. */
  conjugation: string;
  /** 活用形 of a verb, adjective or auxiliary (連用形, 基本形…), '*' for words that do not inflect. */
  inflection: string;
  /** 基本形 (払え → 払える); the surface where the dictionary has none (unknown words). */
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
  conjugation: string;
  inflection: string;
  base: string;
  reading: string;
}

/** No IPADIC word the analyser needs is longer: prefix search never reads further ahead (kuromoji.js encoded the whole rest of the sentence at every character). */
const WORD_MAX = 16;
// kuromoji.js analyses a text sentence by sentence, each piece ending after 、 or 。; so does this.
const SENTENCE_END = /(?<=[、。])/u;

const knownEntries = new Map<number, Entry>();
const unknownEntries = new Map<number, Entry>();

function entryOf(table: EntryTable, id: number, known: boolean): Entry {
  const cache = known ? knownEntries : unknownEntries;
  let entry = cache.get(id);
  if (!entry) {
    const features = stringAt(table.features, table.entries.getInt32(id + 6, true)).split(',');
    const reading = known ? (features[8] ?? '') : '';
    entry = { pos: features[1] ?? '', detail: features[2] ?? '*', conjugation: features[5] ?? '*', inflection: features[6] ?? '*', base: features[7] ?? '*', reading: reading === '*' ? '' : reading };
    cache.set(id, entry);
  }
  return entry;
}

// The lattice of the sentence being analysed, in flat arrays reused from one sentence to the next
// (the analyser is synchronous: one sentence at a time). Node 0 is the start of the sentence.
let capacity = 0;
let nodeEntry = new Int32Array(0);
let nodeKnown = new Uint8Array(0);
let nodeStart = new Int32Array(0);
let nodeLength = new Int32Array(0);
let nodeRight = new Int16Array(0);
let nodeTotal = new Float64Array(0);
let nodePrev = new Int32Array(0);
/** The next node ending where this one ends (-1: none). */
let nodeNextEnding = new Int32Array(0);
let nodeCount = 0;
/** Per character position: the first node ending there (-1: none). */
let endingAt = new Int32Array(0);
// The best way into the current position for a left context id (entries sharing one, as most do, share the answer).
let bestForLeft = new Int32Array(0);
let bestForLeftAt = new Int32Array(0);
let visit = 0;
// The sentence's UTF-8 bytes, and where each character starts among them.
let bytes = new Uint8Array(0);
let charStart = new Int32Array(0);

function grow(nodes: number): void {
  if (nodes <= capacity) return;
  capacity = Math.max(nodes, capacity * 2, 1024);
  const copy = <T extends Int32Array | Uint8Array | Int16Array | Float64Array>(old: T, make: (n: number) => T): T => {
    const next = make(capacity);
    next.set(old as never);
    return next;
  };
  nodeEntry = copy(nodeEntry, (n) => new Int32Array(n));
  nodeKnown = copy(nodeKnown, (n) => new Uint8Array(n));
  nodeStart = copy(nodeStart, (n) => new Int32Array(n));
  nodeLength = copy(nodeLength, (n) => new Int32Array(n));
  nodeRight = copy(nodeRight, (n) => new Int16Array(n));
  nodeTotal = copy(nodeTotal, (n) => new Float64Array(n));
  nodePrev = copy(nodePrev, (n) => new Int32Array(n));
  nodeNextEnding = copy(nodeNextEnding, (n) => new Int32Array(n));
}

function prepare(dictionary: Ipadic, chars: readonly string[]): void {
  const length = chars.length;
  if (endingAt.length < length + 1) endingAt = new Int32Array(Math.max(length + 1, endingAt.length * 2));
  endingAt.fill(-1, 0, length + 1);
  if (bytes.length < length * 4) bytes = new Uint8Array(Math.max(length * 4, bytes.length * 2));
  if (charStart.length < length + 1) charStart = new Int32Array(Math.max(length + 1, charStart.length * 2));
  if (bestForLeft.length < dictionary.costColumns) {
    bestForLeft = new Int32Array(dictionary.costColumns);
    bestForLeftAt = new Int32Array(dictionary.costColumns).fill(-1);
  }
  let at = 0;
  for (let i = 0; i < length; i += 1) {
    charStart[i] = at;
    const code = chars[i]?.codePointAt(0) ?? 0;
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
  }
  charStart[length] = at;
  grow(1);
  nodeCount = 1;
  nodeEntry[0] = -1;
  nodeRight[0] = 0;
  nodeTotal[0] = 0;
  nodePrev[0] = -1;
  nodeNextEnding[0] = -1;
  endingAt[0] = 0;
}

/** Adds the entries of `record` in `table` as nodes from `start`, `size` characters long, each joined to its best way in. */
function place(dictionary: Ipadic, table: EntryTable, known: boolean, record: number, start: number, size: number): void {
  const { costs, costColumns } = dictionary;
  const { entries } = table;
  const end = start + size;
  for (let k = table.start[record] ?? 0, last = table.start[record + 1] ?? 0; k < last; k += 1) {
    const entry = table.ids[k] ?? 0;
    const left = entries.getInt16(entry, true);
    let best: number;
    if (bestForLeftAt[left] === visit) best = bestForLeft[left] ?? 0;
    else {
      best = -1;
      let bestTotal = Infinity;
      for (let prev = endingAt[start] ?? -1; prev !== -1; prev = nodeNextEnding[prev] ?? -1) {
        const total = (nodeTotal[prev] ?? 0) + (costs[(nodeRight[prev] ?? 0) * costColumns + left + 2] ?? 0);
        if (total < bestTotal) {
          bestTotal = total;
          best = prev;
        }
      }
      if (best === -1) return;
      bestForLeft[left] = best;
      bestForLeftAt[left] = visit;
    }
    grow(nodeCount + 1);
    const node = nodeCount++;
    nodeEntry[node] = entry;
    nodeKnown[node] = known ? 1 : 0;
    nodeStart[node] = start;
    nodeLength[node] = size;
    nodeRight[node] = entries.getInt16(entry + 2, true);
    nodeTotal[node] = (nodeTotal[best] ?? 0) + (costs[(nodeRight[best] ?? 0) * costColumns + left + 2] ?? 0) + entries.getInt16(entry + 4, true);
    nodePrev[node] = best;
    nodeNextEnding[node] = endingAt[end] ?? -1;
    endingAt[end] = node;
  }
}

/** The dictionary words starting at character `from` (at most WORD_MAX characters long) as nodes; how many words there were. */
function placeWords(dictionary: Ipadic, from: number, length: number): number {
  const { base, check } = dictionary;
  const end = charStart[Math.min(from + WORD_MAX, length)] ?? 0;
  let parent = 0;
  let found = 0;
  let character = from;
  for (let at = charStart[from] ?? 0; at < end; at += 1) {
    const child = (base[parent] ?? 0) + (bytes[at] ?? 0);
    if (check[child] !== parent) break;
    parent = child;
    // A word ends only where a character does.
    if ((charStart[character + 1] ?? -1) !== at + 1) continue;
    character += 1;
    const leaf = base[child] ?? 0;
    if (check[leaf] === child) {
      const record = base[leaf] ?? 0;
      if (record <= 0) {
        place(dictionary, dictionary.words, true, -record - 1, from, character - from);
        found += 1;
      }
    }
  }
  return found;
}

function classOf(dictionary: Ipadic, char: string): number {
  const code = char.charCodeAt(0);
  if (char.length > 1 || code >= dictionary.classOf.length) return dictionary.defaultClass;
  const id = dictionary.classOf[code] ?? dictionary.defaultClass;
  return id < dictionary.classes.length ? id : dictionary.defaultClass;
}

function analyseSentence(dictionary: Ipadic, sentence: string, into: Morpheme[]): void {
  const chars = Array.from(sentence);
  const length = chars.length;
  prepare(dictionary, chars);
  for (let start = 0; start < length; start += 1) {
    if (endingAt[start] === -1) continue;
    visit += 1;
    if (visit === 0x3fffffff) {
      bestForLeftAt.fill(-1);
      visit = 0;
    }
    const words = placeWords(dictionary, start, length);
    const head = classOf(dictionary, chars[start] ?? '');
    const headClass = dictionary.classes[head];
    if (words === 0 || headClass?.alwaysInvoke) {
      let size = 1;
      if (headClass?.grouping) while (start + size < length && classOf(dictionary, chars[start + size] ?? '') === head) size += 1;
      place(dictionary, dictionary.unknown, false, head, start, size);
    }
  }

  let last = -1;
  let lastTotal = Infinity;
  for (let node = endingAt[length] ?? -1; node !== -1; node = nodeNextEnding[node] ?? -1) {
    const total = (nodeTotal[node] ?? 0) + (dictionary.costs[(nodeRight[node] ?? 0) * dictionary.costColumns + 2] ?? 0);
    if (total < lastTotal) {
      lastTotal = total;
      last = node;
    }
  }
  const path: number[] = [];
  for (let node = last; node > 0; node = nodePrev[node] ?? -1) path.push(node);
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const node = path[i] ?? 0;
    const known = nodeKnown[node] === 1;
    const entry = entryOf(known ? dictionary.words : dictionary.unknown, nodeEntry[node] ?? 0, known);
    const from = nodeStart[node] ?? 0;
    const surface = chars.slice(from, from + (nodeLength[node] ?? 0)).join('');
    into.push({ surface, pos: entry.pos, detail: entry.detail, conjugation: entry.conjugation, inflection: entry.inflection, base: entry.base === '*' ? surface : entry.base, reading: entry.reading, known });
  }
}

/**
 * The morphemes of a text, by the most likely path through IPADIC's lattice (Viterbi over word and
 * connection costs, as MeCab and kuromoji.js do, on kuromoji.js's dictionary files). Written here
 * rather than calling kuromoji.js's tokenizer, which encodes the rest of the sentence at every
 * character and allocates objects per lattice node: this walks the trie's arrays on the sentence's
 * bytes, reads at most WORD_MAX characters ahead, keeps the lattice in reused typed arrays and
 * parses an entry's features once per process. The same morphemes as kuromoji.js (a test compares
 * them).
 *
 * Expects NFKC text (half-width katakana as full-width); spaces and line breaks come back as 記号.
 */
export function analyse(text: string): Morpheme[] {
  const morphemes: Morpheme[] = [];
  if (text === '') return morphemes;
  const dictionary = ipadic();
  for (const sentence of text.split(SENTENCE_END)) if (sentence !== '') analyseSentence(dictionary, sentence, morphemes);
  return morphemes;
}
