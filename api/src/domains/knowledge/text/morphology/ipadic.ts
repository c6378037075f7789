import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

// The parts of kuromoji's dictionary objects (npm @sglkc/kuromoji, IPADIC, Apache-2.0) the analyser
// reads. kuromoji's own tokenizer is not used (see analyse.ts); its dictionary classes are.

interface ByteBuffer {
  getShort(index: number): number;
  getInt(index: number): number;
  getString(index: number): string;
}

interface TokenInfoDictionary {
  dictionary: ByteBuffer;
  pos_buffer: ByteBuffer;
  /** Trie record (or unknown character class) → the ids of its entries, each an offset into `dictionary`. */
  target_map: Record<number, number[] | undefined>;
}

export interface CharacterClass {
  class_id: number;
  class_name: string;
  /** 1: unknown-word candidates are made even where the dictionary has words starting here. */
  is_always_invoke: number;
  /** 1: a run of characters of this class makes one unknown word. */
  is_grouping: number;
}

interface UnknownDictionary extends TokenInfoDictionary {
  lookup(character: string): CharacterClass;
}

interface DynamicDictionaries {
  token_info_dictionary: TokenInfoDictionary;
  unknown_dictionary: UnknownDictionary;
  connection_costs: { buffer: Int16Array };
  loadTokenInfoDictionaries(tokenInfo: Uint8Array, pos: Uint8Array, targetMap: Uint8Array): DynamicDictionaries;
  loadConnectionCosts(costs: Int16Array): DynamicDictionaries;
  loadUnknownDictionaries(unk: Uint8Array, pos: Uint8Array, map: Uint8Array, categories: Uint8Array, compatible: Uint32Array, invoke: Uint8Array): DynamicDictionaries;
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
  words: TokenInfoDictionary;
  unknown: UnknownDictionary;
  /** [right id of the left word][left id of the right word] → cost; two leading cells hold the dimensions. */
  costs: Int16Array;
  /** The second dimension of `costs`. */
  costColumns: number;
}

let loaded: Ipadic | null = null;

/**
 * The IPADIC dictionary that npm @sglkc/kuromoji ships (a maintained fork of kuromoji.js: same
 * dictionary and classes, fflate instead of zlibjs, no test data), read from disk synchronously
 * once per process: about a second and 100 MB. The first analysis loads it; the app's warm-up
 * (agent/warm-up.ts) does so before the first visitor.
 */
export function ipadic(): Ipadic {
  if (loaded) return loaded;
  const packageDir = path.dirname(require.resolve('@sglkc/kuromoji/package.json'));
  const file = (name: string) => {
    const bytes = gunzipSync(readFileSync(path.join(packageDir, 'dict', name)));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  };
  const DynamicDictionariesClass = require(path.join(packageDir, 'src', 'dict', 'DynamicDictionaries.js')) as new () => DynamicDictionaries;
  const dictionaries = new DynamicDictionariesClass();
  dictionaries.loadTokenInfoDictionaries(new Uint8Array(file('tid.dat.gz')), new Uint8Array(file('tid_pos.dat.gz')), new Uint8Array(file('tid_map.dat.gz')));
  dictionaries.loadConnectionCosts(new Int16Array(file('cc.dat.gz')));
  dictionaries.loadUnknownDictionaries(
    new Uint8Array(file('unk.dat.gz')),
    new Uint8Array(file('unk_pos.dat.gz')),
    new Uint8Array(file('unk_map.dat.gz')),
    new Uint8Array(file('unk_char.dat.gz')),
    new Uint32Array(file('unk_compat.dat.gz')),
    new Uint8Array(file('unk_invoke.dat.gz')),
  );
  const costs = dictionaries.connection_costs.buffer;
  loaded = {
    base: new Int32Array(file('base.dat.gz')),
    check: new Int32Array(file('check.dat.gz')),
    words: dictionaries.token_info_dictionary,
    unknown: dictionaries.unknown_dictionary,
    costs,
    costColumns: costs[1] ?? 0,
  };
  return loaded;
}
