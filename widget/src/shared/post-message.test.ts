import { acceptedMessage, postWidgetMessage } from './post-message';

const other = () => {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow as Window;
};

describe('postMessage checks', () => {
  const origin = 'https://api.example.jp';
  it('accepts our message from the expected origin and window only', () => {
    const source = other();
    const data = { source: 'avatar-chat', type: 'ready' };
    expect(acceptedMessage(new MessageEvent('message', { data, origin, source }), { origin, source })).toEqual(data);
    expect(acceptedMessage(new MessageEvent('message', { data, origin: 'https://evil.example', source }), { origin, source })).toBeNull();
    expect(acceptedMessage(new MessageEvent('message', { data, origin, source: other() }), { origin, source })).toBeNull();
    expect(acceptedMessage(new MessageEvent('message', { data, origin, source }), { origin, source: null })).toBeNull();
    expect(acceptedMessage(new MessageEvent('message', { data: { source: 'someone-else', type: 'ready' }, origin, source }), { origin, source })).toBeNull();
    expect(acceptedMessage(new MessageEvent('message', { data: 'ready', origin, source }), { origin, source })).toBeNull();
    expect(acceptedMessage(new MessageEvent('message', { data: { source: 'avatar-chat', type: 1 }, origin, source }), { origin, source })).toBeNull();
  });

  it('posts with an explicit target origin, never "*"', () => {
    const target = other();
    const post = jest.spyOn(target, 'postMessage').mockImplementation(() => undefined);
    postWidgetMessage(target, origin, 'close', { extra: 1 });
    expect(post).toHaveBeenCalledWith({ extra: 1, source: 'avatar-chat', type: 'close' }, origin);
  });
});
