import type { EmbedKind } from '../retrieval/embedder';
import type { UnembeddedPassage } from '../knowledge-vector-repository';

export interface PassageText {
  part: number;
  text: string;
  kind: EmbedKind;
}

/**
 * What is embedded of a passage. A Q&A pair is compared with visitors' questions as a question:
 * its question with its answer (part 0; on the tuning split e5-small ranked the right pair first
 * for 61.5 % of questions this way, 52.4 % with the question alone), and each other phrasing alone,
 * the owner's taught ones among them, so a visitor's wording close to any of them is found. Other
 * passages as what they are, under their title and headings.
 */
export function passageTexts(passage: Pick<UnembeddedPassage, 'itemTitle' | 'heading' | 'text' | 'qa'>): PassageText[] {
  if (passage.qa) {
    const { question, alternatives, answer } = passage.qa;
    return [
      { part: 0, text: `${question}\n${answer}`, kind: 'query' },
      ...alternatives.filter((a) => a.trim() !== '').map((a, i) => ({ part: i + 1, text: a, kind: 'query' as const })),
    ];
  }
  const context = [passage.itemTitle, passage.heading].filter((s) => s.trim() !== '').join('\n');
  return [{ part: 0, text: context ? `${context}\n${passage.text}` : passage.text, kind: 'passage' }];
}
