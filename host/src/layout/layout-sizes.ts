/** SPEC §2/§9: the layout never gets narrower than this; below it the window scrolls sideways. */
export const MIN_LAYOUT_WIDTH = 1088;

/** Widths below which the navigation narrows (SPEC §2). */
export const MEDIUM_BELOW = 1370;
export const NARROW_BELOW = 1200;

export const NAV_WIDTH = { wide: 240, medium: 200, narrow: 96 } as const;
export const TOP_BAR_HEIGHT = 64;

/** A media query for viewports narrower than `px`; the fraction keeps `px` itself on the wide side. */
export const below = (px: number) => `@media (max-width: ${px - 0.02}px)`;

const px = (n: number) => `${n}px`;

/**
 * Anything sized or offset by the navigation's width uses these, so the two never disagree.
 * Written in px: sx reads a bare number in a margin as theme spacing units.
 */
export const navWidthSx = (property: 'width' | 'marginLeft') => ({
  [property]: px(NAV_WIDTH.wide),
  [below(MEDIUM_BELOW)]: { [property]: px(NAV_WIDTH.medium) },
  [below(NARROW_BELOW)]: { [property]: px(NAV_WIDTH.narrow) },
});
