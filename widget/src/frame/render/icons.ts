import { s } from '../../avatar/svg';

/**
 * The chat's icons as SVG paths (24 × 24, stroked with the text colour): emoji would depend on the
 * visitor's fonts, and many machines draw them as empty boxes.
 */
const PATHS = {
  speaker: 'M4 9h4l5-4v14l-5-4H4z M16 9a4 4 0 0 1 0 6 M18.5 6.5a8 8 0 0 1 0 11',
  muted: 'M4 9h4l5-4v14l-5-4H4z M16 9l5 6 M21 9l-5 6',
  thumbUp: 'M7 10v10H4V10z M7 10l4-7c1.5 0 2.5 1 2.2 2.6L12.5 9H19a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.8 20H7',
  thumbDown: 'M7 14V4H4v10z M7 14l4 7c1.5 0 2.5-1 2.2-2.6L12.5 15H19a2 2 0 0 0 2-2.3l-1.2-7A2 2 0 0 0 17.8 4H7',
  send: 'M4 12l16-8-6 16-2.5-6.5z M11.5 13.5L20 4',
  close: 'M6 6l12 12 M18 6L6 18',
} as const;

export type IconName = keyof typeof PATHS;

export function icon(name: IconName): SVGElement {
  return s(
    'svg',
    { viewBox: '0 0 24 24', width: 20, height: 20, fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'aria-hidden': 'true', focusable: 'false' },
    [s('path', { d: PATHS[name] })],
  );
}
