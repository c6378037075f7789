import { fuseRankings, RRF_K } from '#src/domains/knowledge/retrieval/fuse';
import type { ScoredPassage } from '#src/domains/knowledge/knowledge-search-repository';

const passage = (id: string, score = 1): ScoredPassage => ({ passageId: id, itemId: `item-${id}`, itemTitle: id, itemType: 'qa', heading: '', text: id, words: null, qa: null, score });

describe('reciprocal rank fusion of the text and meaning rankings', () => {
  it('ranks a passage both rankings hold above one only either holds, and keeps BM25 scores', () => {
    const fused = fuseRankings([passage('a', 9), passage('b', 5)], [{ ...passage('b', 0), similarity: 0.91 }, { ...passage('c', 0), similarity: 0.88 }], 10);
    expect(fused.map((p) => p.passageId)).toEqual(['b', 'a', 'c']);
    expect(fused[0]?.fused).toBeCloseTo(1 / (RRF_K + 2) + 1 / (RRF_K + 1));
    expect(fused.map((p) => p.similarity)).toEqual([0.91, null, 0.88]);
    expect(fused.map((p) => p.score)).toEqual([5, 9, 0]);
  });

  it('breaks a tie by the text ranking, and keeps the limit', () => {
    const fused = fuseRankings([passage('a')], [{ ...passage('c', 0), similarity: 0.8 }], 1);
    expect(fused.map((p) => p.passageId)).toEqual(['a']);
  });

  it('answers the meaning ranking alone when the text ranking found nothing', () => {
    const fused = fuseRankings([], [{ ...passage('x', 0), similarity: 0.9 }], 5);
    expect(fused).toHaveLength(1);
    expect(fused[0]?.similarity).toBe(0.9);
  });
});
