import { fuseRankings, RRF_K, withPassages } from '#src/domains/knowledge/retrieval/fuse';
import type { ScoredPassage } from '#src/domains/knowledge/knowledge-search-repository';

const passage = (id: string, score = 1): ScoredPassage => ({ passageId: id, itemId: `item-${id}`, itemTitle: id, itemType: 'qa', heading: '', text: id, words: null, qa: null, score });

describe('reciprocal rank fusion of the text and meaning rankings', () => {
  it('ranks a passage both rankings hold above one only either holds', () => {
    const fused = fuseRankings([passage('a', 9), passage('b', 5)], [{ passageId: 'b', similarity: 0.91 }, { passageId: 'c', similarity: 0.88 }], 10);
    expect(fused.map((p) => p.passageId)).toEqual(['b', 'a', 'c']);
    expect(fused[0]?.fused).toBeCloseTo(1 / (RRF_K + 2) + 1 / (RRF_K + 1));
    expect(fused.map((p) => p.similarity)).toEqual([0.91, null, 0.88]);
  });

  it('reads only the passages found by meaning alone, and keeps the rest as BM25 read them', async () => {
    const lexical = [passage('a', 9), passage('b', 5)];
    const hits = fuseRankings(lexical, [{ passageId: 'b', similarity: 0.91 }, { passageId: 'c', similarity: 0.88 }], 10);
    const asked: string[][] = [];
    const passages = await withPassages(hits, lexical, async (ids) => {
      asked.push([...ids]);
      return ids.map((id) => passage(id, 0));
    });
    expect(asked).toEqual([['c']]);
    expect(passages.map((p) => [p.passageId, p.score, p.similarity])).toEqual([
      ['b', 5, 0.91],
      ['a', 9, null],
      ['c', 0, 0.88],
    ]);
  });

  it('breaks a tie by the text ranking, and keeps the limit', () => {
    const fused = fuseRankings([passage('a')], [{ passageId: 'c', similarity: 0.8 }], 1);
    expect(fused.map((p) => p.passageId)).toEqual(['a']);
  });

  it('answers the meaning ranking alone when the text ranking found nothing', () => {
    const fused = fuseRankings([], [{ passageId: 'x', similarity: 0.9 }], 5);
    expect(fused).toHaveLength(1);
    expect(fused[0]?.similarity).toBe(0.9);
  });
});
