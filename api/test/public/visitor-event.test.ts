import { conversationMessagesResponseSchema, streamVisitorEventSchema, widgetConfigSchema } from 'shared-contracts';
import { appWithOwner } from '../chatsettings/owner-client';
import { testDatabase } from '../helper';
import { PUBLIC_APP_OPTIONS } from './public-fixtures';
import { parseEventStream, widgetClient } from './widget-client';

const SITE = 'https://shop.example.com';

// The stream's first event tells the frame how the visitor's message was stored, so the bubble it
// drew (the quick reply's label as the frame knew it, or the typed text) becomes exactly what a
// reload shows.
describe(`the visitor event of the answer stream (${testDatabase})`, () => {
  const { t, owner, agentId } = appWithOwner(PUBLIC_APP_OPTIONS);

  it('carries the id and the text of the stored visitor message: a renamed quick reply’s new label, a typed text trimmed', async () => {
    const created = await owner.post('quick-replies', { label: '料金', action: { type: 'fixed_reply', message: '月額980円です。' }, placement: 'start' });
    expect(created.statusCode).toBe(201);
    const quickReplyId = (created.json() as { id: string }).id;
    const w = widgetClient(t, agentId());
    const config = widgetConfigSchema.parse((await w.call('GET', 'config', null)).json());
    expect(config.quick_replies).toEqual([{ id: quickReplyId, label: '料金' }]);
    // Renamed while the visitor's frame still shows 料金.
    const renamed = await owner.put(`quick-replies/${quickReplyId}`, { label: '料金プラン', action: { type: 'fixed_reply', message: '月額980円です。' }, placement: 'start', enabled: true });
    expect(renamed.statusCode).toBe(200);

    const started = await w.startOk(SITE);
    const pressed = parseEventStream((await w.send(started.visitor_token, started.conversation_id, { quick_reply_id: quickReplyId })).body);
    expect(pressed[0]?.event).toBe('visitor');
    const pressedVisitor = streamVisitorEventSchema.strict().parse(pressed[0]?.data);
    expect(pressedVisitor.text).toBe('料金プラン');

    const typed = parseEventStream((await w.send(started.visitor_token, started.conversation_id, { text: '  送料は？ ' })).body);
    const typedVisitor = streamVisitorEventSchema.strict().parse(typed[0]?.data);
    expect(typedVisitor.text).toBe('送料は？');

    const listed = conversationMessagesResponseSchema.parse((await w.messages(started.visitor_token, started.conversation_id)).json());
    const stored = listed.messages.filter((message) => message.role === 'visitor').map((message) => ({ id: message.id, text: message.text }));
    expect(stored).toEqual([pressedVisitor, typedVisitor]);
  });
});
