import { z } from 'zod';
import {
  ANSWER_ENGINE_LABELS,
  analyticsBreakdownSchema,
  analyticsSetupSchema,
  extensibleEnum,
  extensibleEnumLabel,
  formAnswerColumnSchema,
  loginTypeColumnLabel,
  mediaUsageSchema,
  transcriptMessageSchema,
} from '../../src';

describe('extensible enums: a reader deployed before a value was added', () => {
  const engine = extensibleEnum(['llm', 'fallback'] as const);

  it('reads the values it knows as they are, and one it does not know as unknown', () => {
    expect(engine.parse('llm')).toBe('llm');
    expect(engine.parse('llm_v2')).toBe('unknown');
    expect(engine.nullable().parse(null)).toBeNull();
  });

  it('names an unknown value その他 and a known one by its label', () => {
    const labels = { llm: 'AI', fallback: '回答できません' };
    expect(extensibleEnumLabel(labels, 'llm')).toBe('AI');
    expect(extensibleEnumLabel(labels, 'unknown')).toBe('その他');
    expect(loginTypeColumnLabel('unknown')).toBe('その他');
    expect(loginTypeColumnLabel(null)).toBe('-');
  });

  it('documents the values the API sends, with unknown, as an enum', () => {
    expect(z.toJSONSchema(engine, { io: 'output' })).toMatchObject({ type: 'string', enum: ['llm', 'fallback', 'unknown'] });
  });

  it('keeps the responses of the sections readable when the API sends a value added later', () => {
    const breakdown = analyticsBreakdownSchema.shape.engines.parse([
      { engine: 'knowledge_qa', count: 3 },
      { engine: 'a_new_engine', count: 1 },
    ]);
    expect(breakdown.map(({ engine: e }) => extensibleEnumLabel(ANSWER_ENGINE_LABELS, e))).toEqual([ANSWER_ENGINE_LABELS.knowledge_qa, 'その他']);
    expect(transcriptMessageSchema.shape.engine.parse('a_new_engine')).toBe('unknown');
    expect(formAnswerColumnSchema.shape.type.parse('file_upload')).toBe('unknown');
    expect(mediaUsageSchema.shape.place.parse('banner')).toBe('unknown');
    expect(analyticsSetupSchema.shape.steps.element.shape.step.parse('line_linked')).toBe('unknown');
  });
});
