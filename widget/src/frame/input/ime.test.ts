import { createImeGuard } from './ime';

function setup() {
  const input = document.createElement('textarea');
  let time = 1000;
  const guard = createImeGuard(input, () => time);
  const key = (init: KeyboardEventInit & { keyCode?: number }) => {
    const event = new KeyboardEvent('keydown', { key: 'Enter', ...init });
    if (init.keyCode !== undefined) Object.defineProperty(event, 'keyCode', { value: init.keyCode });
    return guard.isSendEnter(event);
  };
  return { input, key, advance: (ms: number) => (time += ms) };
}

describe('Enter and the Japanese IME', () => {
  it('sends on a plain Enter', () => {
    expect(setup().key({})).toBe(true);
  });

  it('never sends on Shift+Enter (a new line) or other keys', () => {
    const { key } = setup();
    expect(key({ shiftKey: true })).toBe(false);
    expect(key({ key: 'a' })).toBe(false);
  });

  it('does not send the Enter that confirms a conversion (Chrome, Firefox: isComposing)', () => {
    const { input, key } = setup();
    input.dispatchEvent(new CompositionEvent('compositionstart'));
    expect(key({ isComposing: true })).toBe(false);
  });

  it('does not send while a composition is under way, even if the event does not say so', () => {
    const { input, key } = setup();
    input.dispatchEvent(new CompositionEvent('compositionstart'));
    expect(key({})).toBe(false);
  });

  it('does not send the keyCode 229 Enter Safari fires after compositionend', () => {
    const { input, key } = setup();
    input.dispatchEvent(new CompositionEvent('compositionstart'));
    input.dispatchEvent(new CompositionEvent('compositionend'));
    expect(key({ keyCode: 229 })).toBe(false);
  });

  it('does not send an Enter that arrives right after compositionend, but sends the next one', () => {
    const { input, key, advance } = setup();
    input.dispatchEvent(new CompositionEvent('compositionstart'));
    input.dispatchEvent(new CompositionEvent('compositionend'));
    advance(5);
    expect(key({})).toBe(false);
    advance(400);
    expect(key({})).toBe(true);
  });
});
