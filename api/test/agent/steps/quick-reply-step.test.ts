import type { ContextQuickReply } from '#src/domains/agent/agent-context';
import { quickRepliesAfterAnswer, resolveQuickReply } from '#src/domains/agent/steps/quick-reply-step';
import { normaliseForMatch } from '#src/domains/agent/normalise/index';

const replies: ContextQuickReply[] = [
  { id: '00000000-0000-4000-8000-000000000001', label: '料金プラン', action: { type: 'send_text', text: '料金プランを教えて' }, placement: 'both' },
  { id: '00000000-0000-4000-8000-000000000002', label: '営業時間', action: { type: 'fixed_reply', message: '平日9時から18時です。', image_media_id: null }, placement: 'start' },
  { id: '00000000-0000-4000-8000-000000000003', label: 'お問い合わせ', action: { type: 'open_form', form_id: '00000000-0000-4000-8000-00000000000f' }, placement: 'after_answer' },
  { id: '00000000-0000-4000-8000-000000000004', label: 'サイト', action: { type: 'open_link', url: 'https://example.com/' }, placement: 'both' },
];

describe('quick reply step', () => {
  it('runs a pressed button by its id', () => {
    expect(resolveQuickReply(replies, { quickReplyId: replies[1]?.id, key: '' }, normaliseForMatch)).toMatchObject({ kind: 'fixed_reply', message: '平日9時から18時です。' });
    expect(resolveQuickReply(replies, { quickReplyId: replies[0]?.id, key: '' }, normaliseForMatch)).toMatchObject({ kind: 'send_text', text: '料金プランを教えて' });
    expect(resolveQuickReply(replies, { quickReplyId: replies[2]?.id, key: '' }, normaliseForMatch)).toMatchObject({ kind: 'open_form' });
    expect(resolveQuickReply(replies, { quickReplyId: replies[3]?.id, key: '' }, normaliseForMatch)).toMatchObject({ kind: 'open_link', url: 'https://example.com/' });
  });

  it('treats typed text equal to a label (folded) as the button', () => {
    expect(resolveQuickReply(replies, { key: normaliseForMatch(' 営業時間 ') }, normaliseForMatch)).toMatchObject({ kind: 'fixed_reply' });
    expect(resolveQuickReply(replies, { key: normaliseForMatch('営業時間は？') }, normaliseForMatch)).toEqual({ kind: 'none' });
  });

  it('refuses an id that is not an enabled quick reply of the agent', () => {
    expect(resolveQuickReply(replies, { quickReplyId: '00000000-0000-4000-8000-0000000000ff', key: '' }, normaliseForMatch)).toEqual({ kind: 'unknown' });
  });

  it('offers after an answer only the buttons placed there, and none when the owner hides them', () => {
    expect(quickRepliesAfterAnswer(replies, true).map((q) => q.label)).toEqual(['料金プラン', 'お問い合わせ', 'サイト']);
    expect(quickRepliesAfterAnswer(replies, false)).toEqual([]);
  });
});
