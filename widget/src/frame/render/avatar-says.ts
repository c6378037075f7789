import { h } from './h';

/** Long enough to read it at an easy pace, never so long that it lingers through the conversation. */
export function avatarSaysMs(text: string): number {
  return Math.min(12_000, 3_000 + [...text].length * 120);
}

/**
 * The avatar's own words in a speech bubble: above its head when it stands beside the panel, or in
 * the header beside the small avatar there (in place of the title for a moment), never over the chat
 * log. Text only: the words go in as a text node.
 */
export function avatarSaysBubble(text: string, place: 'beside' | 'header'): HTMLElement {
  return h('p', { class: `avatar-says ${place}`, role: 'status' }, [text]);
}
