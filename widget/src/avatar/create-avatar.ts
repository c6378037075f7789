import type { BuiltinCharacterId } from 'shared-contracts';
import { CHARACTER_DRAWINGS, CHARACTER_NAMES, type DrawnCharacter } from './characters';
import { expressionOf } from './expression';
import { s } from './svg';

/** How often the mouth opens and closes while speaking without a level: about the pace of Japanese morae. */
export const MOUTH_FLAP_MS = 140;
/** The drawing's own coordinate box; `size` scales it. */
export const AVATAR_VIEWBOX = 160;

export interface AvatarOptions {
  /** 'images': the owner's picture per emotion key; 'builtin': the character drawn in SVG. */
  kind: 'builtin' | 'images';
  character: BuiltinCharacterId;
  /** Image URLs by emotion key; a missing key falls back to `neutral`, then to the character. */
  images?: Record<string, string>;
  /** An emotion key of the owner's emotion states; unknown keys show the neutral face. */
  emotion?: string | null;
  /** Width and height in CSS px. */
  size: number;
  /** Names the avatar for screen readers; without it the avatar is decorative. */
  title?: string;
}

export interface AvatarHandle {
  readonly element: HTMLElement;
  setEmotion(key: string | null): void;
  /** Flaps the mouth at a mora's pace until false; an image avatar bobs instead. */
  setSpeaking(speaking: boolean): void;
  /** Drives the mouth from a measured level, 0 (closed) to 1 (wide open): overrides the flapping. */
  setMouthOpen(level: number): void;
  update(options: Partial<AvatarOptions>): void;
  destroy(): void;
}

/**
 * The widget's avatar, framework-free so the console's previews can draw the very same thing:
 * a built-in character with five faces and a moving mouth, or the owner's image of each emotion.
 */
export function createAvatar(container: HTMLElement, initial: AvatarOptions): AvatarHandle {
  let options: AvatarOptions = { ...initial };
  const element = document.createElement('div');
  element.className = 'avatar-chat-avatar';
  element.style.position = 'relative';
  element.style.lineHeight = '0';
  container.append(element);

  let drawn: DrawnCharacter | null = null;
  let image: HTMLImageElement | null = null;
  let mouth = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  let speaking = false;

  const imageFor = (emotion: string | null | undefined): string | null => {
    if (options.kind !== 'images') return null;
    const images = options.images ?? {};
    return (emotion ? images[emotion] : undefined) ?? images.neutral ?? null;
  };

  const render = () => {
    const emotion = options.emotion ?? 'neutral';
    const url = imageFor(emotion);
    element.style.width = element.style.height = `${options.size}px`;
    element.dataset.emotion = emotion;
    element.dataset.kind = url ? 'image' : 'builtin';
    if (options.title) {
      element.setAttribute('role', 'img');
      element.setAttribute('aria-label', options.title);
      element.removeAttribute('aria-hidden');
    } else {
      element.removeAttribute('role');
      element.removeAttribute('aria-label');
      element.setAttribute('aria-hidden', 'true');
    }
    if (url) {
      drawn = null;
      if (!image) {
        image = document.createElement('img');
        image.alt = '';
        image.decoding = 'async';
        image.draggable = false;
        image.style.width = image.style.height = '100%';
        image.style.objectFit = 'contain';
        image.style.objectPosition = 'center bottom';
        // A picture that fails to load leaves the built-in character in its place, not a broken icon.
        image.addEventListener('error', () => {
          options = { ...options, kind: 'builtin' };
          image = null;
          render();
        });
      }
      if (image.getAttribute('src') !== url) image.src = url;
      element.replaceChildren(image);
      return;
    }
    image = null;
    const expression = expressionOf(emotion);
    element.dataset.expression = expression;
    drawn = CHARACTER_DRAWINGS[options.character](expression);
    drawn.setMouth(mouth);
    const svg = s('svg', { viewBox: `0 0 ${AVATAR_VIEWBOX} ${AVATAR_VIEWBOX}`, width: '100%', height: '100%', 'data-character': options.character, 'data-name': CHARACTER_NAMES[options.character] }, [drawn.node]);
    element.replaceChildren(svg);
  };

  const applyMouth = (level: number) => {
    mouth = level;
    element.dataset.mouth = level > 0 ? 'open' : 'closed';
    if (drawn) drawn.setMouth(level);
    // No mouth on a picture: it rises a little with the voice instead.
    else if (image) image.style.transform = level > 0 ? `translateY(${-Math.round(2 + level * 4)}px)` : '';
  };

  const stopFlapping = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };

  render();
  applyMouth(0);

  return {
    element,
    setEmotion(key) {
      if ((options.emotion ?? null) === key) return;
      options = { ...options, emotion: key };
      render();
    },
    setSpeaking(next) {
      if (next === speaking) return;
      speaking = next;
      stopFlapping();
      if (next) timer = setInterval(() => applyMouth(mouth > 0 ? 0 : 1), MOUTH_FLAP_MS);
      else applyMouth(0);
    },
    setMouthOpen(level) {
      stopFlapping();
      applyMouth(Math.max(0, Math.min(1, level)));
    },
    update(next) {
      options = { ...options, ...next };
      render();
    },
    destroy() {
      stopFlapping();
      element.remove();
    },
  };
}
