import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { processWide } from '#src/lib/modules/process-wide';

/**
 * Entries of a dictionary (the words, or the unknown-word templates): each entry is an offset into
 * `entries`, where it has its left and right context ids and its cost (int16 each) and the offset of
 * its features in `features` (int32; a NUL-terminated UTF-8 line 「surface,品詞,細分類1,…,基本形,読み,発音」).
 */
export interface EntryTable {
  entries: DataView;
  features: Uint8Array;
  /** Record r (a trie word, or an unknown-word character class) has the entries ids[start[r]] … ids[start[r + 1] − 1]. */
  start: Int32Array;
  ids: Int32Array;
}

/** A character class of IPADIC's char.def (KANJI, KATAKANA, ALPHA…), for words the dictionary lacks. */
export interface CharacterClass {
  id: number;
  /** Unknown-word candidates are made even where the dictionary has words starting here. */
  alwaysInvoke: boolean;
  /** A run of characters of this class makes one unknown word. */
  grouping: boolean;
}

/** IPADIC as the analyser reads it: the word trie, the entries, the unknown-word rules and the connection costs. */
export interface Ipadic {
  /**
   * The word trie, a double array over the UTF-8 bytes of the words: from node p, byte c leads to
   * base[p] + c when check[base[p] + c] is p; byte 0 there marks a word end, whose base holds
   * −(record + 1).
   */
  base: Int32Array;
  check: Int32Array;
  words: EntryTable;
  unknown: EntryTable;
  /** [right id of the left word][left id of the right word] → cost; two leading cells hold the dimensions. */
  costs: Int16Array;
  /** The second dimension of `costs`. */
  costColumns: number;
  classes: CharacterClass[];
  /** The class of each UTF-16 code unit; characters beyond the BMP are of `defaultClass`. */
  classOf: Uint8Array;
  defaultClass: number;
}

const decoder = new TextDecoder();

/** A NUL-terminated UTF-8 string of `bytes` at `offset`. */
export function stringAt(bytes: Uint8Array, offset: number): string {
  let end = offset;
  while (end < bytes.length && bytes[end] !== 0) end += 1;
  return decoder.decode(bytes.subarray(offset, end));
}

/** The bytes before the zero padding kuromoji.js's files end with (the unknown-word files are 10 MB of which 2 KB is used). */
function trimmed(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  // Keep a few zero bytes: a feature line's terminator, an entry's trailing zero fields.
  return bytes.slice(0, Math.min(bytes.length, end + 16));
}

/** kuromoji.js's target map file (int32 LE: the key count, then per key: key, value count, values) as CSR arrays. */
function targetMap(bytes: Uint8Array): { start: Int32Array; ids: Int32Array } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const records: [number, number, number][] = [];
  let maxKey = -1;
  let total = 0;
  for (let at = 4; at + 8 <= bytes.byteLength; ) {
    const key = view.getInt32(at, true);
    const count = view.getInt32(at + 4, true);
    if (count > 0) {
      records.push([key, at + 8, count]);
      maxKey = Math.max(maxKey, key);
      total += count;
    }
    at += 8 + 4 * Math.max(count, 0);
  }
  const counts = new Int32Array(maxKey + 2);
  for (const [key, , count] of records) counts[key + 1] = (counts[key + 1] ?? 0) + count;
  const start = new Int32Array(maxKey + 2);
  for (let key = 0; key <= maxKey; key += 1) start[key + 1] = (start[key] ?? 0) + (counts[key + 1] ?? 0);
  const ids = new Int32Array(total);
  const filled = new Int32Array(maxKey + 1);
  for (const [key, from, count] of records) {
    for (let i = 0; i < count; i += 1) {
      ids[(start[key] ?? 0) + (filled[key] ?? 0)] = view.getInt32(from + 4 * i, true);
      filled[key] = (filled[key] ?? 0) + 1;
    }
  }
  return { start, ids };
}

/** char.def's classes as kuromoji.js stores them: per class a byte (invoke), a byte (group), an int32 (length), the NUL-terminated name. */
function characterClasses(bytes: Uint8Array): { classes: CharacterClass[]; names: string[] } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const classes: CharacterClass[] = [];
  const names: string[] = [];
  for (let at = 0; at + 1 < bytes.length; ) {
    const name = stringAt(bytes, at + 6);
    if (name === '') break;
    classes.push({ id: classes.length, alwaysInvoke: view.getUint8(at) === 1, grouping: view.getUint8(at + 1) === 1 });
    names.push(name);
    at += 6 + new TextEncoder().encode(name).length + 1;
  }
  return { classes, names };
}

/**
 * The IPADIC dictionary that npm @sglkc/kuromoji ships (a maintained fork of kuromoji.js: the same
 * dictionary files, no test data), read from disk synchronously once per process: about a second,
 * some 70 MB. Only the files are used, not kuromoji.js's code. The first analysis loads it; the
 * app's warm-up (agent/warm-up.ts) does so before the first visitor.
 */
export function ipadic(): Ipadic {
  return processWide('ipadic', readIpadic);
}

function readIpadic(): Ipadic {
  const dictDir = path.join(path.dirname(require.resolve('@sglkc/kuromoji/package.json')), 'dict');
  const file = (name: string) => {
    const bytes = gunzipSync(readFileSync(path.join(dictDir, name)));
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  // Typed arrays of their own, aligned, holding no more than the file.
  const int32s = (bytes: Uint8Array) => new Int32Array(bytes.slice().buffer);
  const table = (entries: string, features: string, map: string): EntryTable => {
    const entryBytes = trimmed(file(entries));
    return { entries: new DataView(entryBytes.buffer), features: trimmed(file(features)), ...targetMap(file(map)) };
  };
  const costs = new Int16Array(file('cc.dat.gz').slice().buffer);
  const { classes, names } = characterClasses(trimmed(file('unk_invoke.dat.gz')));
  return {
    base: int32s(file('base.dat.gz')),
    check: int32s(file('check.dat.gz')),
    words: table('tid.dat.gz', 'tid_pos.dat.gz', 'tid_map.dat.gz'),
    unknown: table('unk.dat.gz', 'unk_pos.dat.gz', 'unk_map.dat.gz'),
    costs,
    costColumns: costs[1] ?? 0,
    classes,
    classOf: file('unk_char.dat.gz').slice(0, 65536),
    defaultClass: Math.max(0, names.indexOf('DEFAULT')),
  };
}
