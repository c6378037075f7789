import { createAvatar, MOUTH_FLAP_MS } from './create-avatar';

const container = () => {
  const div = document.createElement('div');
  document.body.append(div);
  return div;
};

afterEach(() => {
  document.body.replaceChildren();
  jest.useRealTimers();
});

const faceOf = (element: HTMLElement) => element.querySelector('[data-expression]')?.getAttribute('data-expression');
const mouthOf = (element: HTMLElement) => element.querySelector('[data-expression]')?.getAttribute('data-mouth');

describe('createAvatar', () => {
  it.each(['yui', 'sora', 'pico'] as const)('draws %s in SVG at the given size, decorative without a title', (character) => {
    const avatar = createAvatar(container(), { kind: 'builtin', character, size: 120 });
    const svg = avatar.element.querySelector('svg');
    expect(svg?.getAttribute('data-character')).toBe(character);
    expect(avatar.element.style.width).toBe('120px');
    expect(avatar.element.getAttribute('aria-hidden')).toBe('true');
    expect(faceOf(avatar.element)).toBe('neutral');
  });

  it('names itself for screen readers when given a title', () => {
    const avatar = createAvatar(container(), { kind: 'builtin', character: 'yui', size: 80, title: 'ゆいのアバター' });
    expect(avatar.element.getAttribute('role')).toBe('img');
    expect(avatar.element.getAttribute('aria-label')).toBe('ゆいのアバター');
  });

  it('changes the face with the emotion of an answer, and shows neutral for an owner-added emotion', () => {
    const avatar = createAvatar(container(), { kind: 'builtin', character: 'sora', size: 160 });
    for (const key of ['joy', 'anger', 'sorrow', 'surprise', 'neutral']) {
      avatar.setEmotion(key);
      expect(faceOf(avatar.element)).toBe(key);
      expect(avatar.element.dataset.emotion).toBe(key);
    }
    avatar.setEmotion('custom_abc123');
    expect(avatar.element.dataset.emotion).toBe('custom_abc123');
    expect(faceOf(avatar.element)).toBe('neutral');
  });

  it('draws different faces for different emotions', () => {
    const avatar = createAvatar(container(), { kind: 'builtin', character: 'yui', size: 160 });
    const neutral = avatar.element.innerHTML;
    avatar.setEmotion('joy');
    const joy = avatar.element.innerHTML;
    avatar.setEmotion('sorrow');
    expect(new Set([neutral, joy, avatar.element.innerHTML]).size).toBe(3);
  });

  it("shows the owner's picture of each emotion, neutral's when one is missing", () => {
    const images = { neutral: 'https://api.example.jp/n.png', joy: 'https://api.example.jp/j.png' };
    const avatar = createAvatar(container(), { kind: 'images', character: 'yui', images, size: 160 });
    const src = () => avatar.element.querySelector('img')?.getAttribute('src');
    expect(src()).toBe(images.neutral);
    avatar.setEmotion('joy');
    expect(src()).toBe(images.joy);
    avatar.setEmotion('anger');
    expect(src()).toBe(images.neutral);
    expect(avatar.element.dataset.kind).toBe('image');
  });

  it('falls back to the character when a picture cannot load', () => {
    const avatar = createAvatar(container(), { kind: 'images', character: 'pico', images: { neutral: 'https://api.example.jp/gone.png' }, size: 160 });
    avatar.element.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(avatar.element.querySelector('img')).toBeNull();
    expect(avatar.element.querySelector('svg')?.getAttribute('data-character')).toBe('pico');
  });

  it('moves the mouth while speaking and closes it after', () => {
    jest.useFakeTimers();
    const avatar = createAvatar(container(), { kind: 'builtin', character: 'yui', size: 160 });
    expect(mouthOf(avatar.element)).toBe('closed');
    avatar.setSpeaking(true);
    const seen = new Set<string | null | undefined>();
    for (let i = 0; i < 4; i++) {
      jest.advanceTimersByTime(MOUTH_FLAP_MS);
      seen.add(mouthOf(avatar.element));
    }
    expect(seen).toEqual(new Set(['open', 'closed']));
    avatar.setSpeaking(false);
    expect(mouthOf(avatar.element)).toBe('closed');
    jest.advanceTimersByTime(MOUTH_FLAP_MS * 3);
    expect(mouthOf(avatar.element)).toBe('closed');
  });

  it('follows a measured level, keeping the mouth through a change of emotion', () => {
    const avatar = createAvatar(container(), { kind: 'builtin', character: 'sora', size: 160 });
    avatar.setMouthOpen(0.6);
    expect(mouthOf(avatar.element)).toBe('open');
    avatar.setEmotion('joy');
    expect(mouthOf(avatar.element)).toBe('open');
    avatar.setMouthOpen(0);
    expect(mouthOf(avatar.element)).toBe('closed');
  });

  it('updates its options and goes away on destroy', () => {
    const host = container();
    const avatar = createAvatar(host, { kind: 'builtin', character: 'yui', size: 160 });
    avatar.update({ character: 'pico', size: 80 });
    expect(avatar.element.querySelector('svg')?.getAttribute('data-character')).toBe('pico');
    expect(avatar.element.style.width).toBe('80px');
    avatar.destroy();
    expect(host.children).toHaveLength(0);
  });
});
