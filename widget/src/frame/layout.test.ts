import { frameLayout, GAP, PANEL_MAX_HEIGHT, PANEL_MAX_WIDTH } from './layout';

const desktop = { width: 1280, height: 800 };
const launcher = { side: 'right' as const, x: 24, y: 24 };

describe('frameLayout', () => {
  it('without an avatar, the frame is the panel and the gap above the launcher, nothing more', () => {
    const l = frameLayout({ viewport: desktop, launcher, avatar: null });
    expect(l.panel).toEqual({ width: PANEL_MAX_WIDTH, height: PANEL_MAX_HEIGHT });
    expect(l).toMatchObject({ width: PANEL_MAX_WIDTH, height: PANEL_MAX_HEIGHT + GAP, avatar: null, headerAvatar: false });
    expect(frameLayout({ viewport: desktop, launcher, avatar: { show: false, position: -100, size: 100 } }).width).toBe(PANEL_MAX_WIDTH);
  });

  it('stands the default avatar just beside the panel, never behind it', () => {
    const l = frameLayout({ viewport: desktop, launcher, avatar: { show: true, position: -100, size: 100 } });
    expect(l.avatar).toEqual({ box: 160, offset: PANEL_MAX_WIDTH + GAP });
    expect(l.width).toBe(PANEL_MAX_WIDTH + GAP + 160);
  });

  it('keeps the position setting where it reaches past the panel', () => {
    const l = frameLayout({ viewport: desktop, launcher, avatar: { show: true, position: -600, size: 100 } });
    // Centre 600 px from the launcher's centre (28 px from the frame's edge).
    expect(l.avatar).toEqual({ box: 160, offset: 28 + 600 - 80 });
    expect(l.width).toBe(28 + 600 + 80);
  });

  it('sizes the avatar by the size setting', () => {
    expect(frameLayout({ viewport: desktop, launcher, avatar: { show: true, position: -100, size: 150 } }).avatar?.box).toBe(240);
    expect(frameLayout({ viewport: desktop, launcher, avatar: { show: true, position: -100, size: 50 } }).avatar?.box).toBe(80);
  });

  it('fits the panel in a short window, below the top margin', () => {
    const l = frameLayout({ viewport: { width: 1280, height: 560 }, launcher, avatar: null });
    expect(l.panel.height).toBe(560 - 24 - 56 - 16 - GAP);
  });

  it('folds the avatar into the header of a window too narrow for it beside the panel, keeping the frame no wider than the panel', () => {
    const l = frameLayout({ viewport: { width: 560, height: 844 }, launcher: { side: 'right', x: 16, y: 16 }, avatar: { show: true, position: -100, size: 100 } });
    expect(l).toMatchObject({ headerAvatar: true, avatar: null, fullscreen: false });
    expect(l.width).toBe(PANEL_MAX_WIDTH);
  });

  it('gives a phone (either way up) or a short window the whole window, the avatar in the header', () => {
    const avatar = { show: true, position: -100, size: 100 };
    for (const viewport of [{ width: 390, height: 844 }, { width: 360, height: 800 }, { width: 844, height: 390 }, { width: 1280, height: 500 }, { width: 480, height: 900 }]) {
      const l = frameLayout({ viewport, launcher, avatar });
      expect(l).toEqual({ width: viewport.width, height: viewport.height, panel: viewport, avatar: null, headerAvatar: true, fullscreen: true });
    }
    expect(frameLayout({ viewport: { width: 390, height: 844 }, launcher, avatar: null }).headerAvatar).toBe(false);
    expect(frameLayout({ viewport: { width: 481, height: 501 }, launcher, avatar }).fullscreen).toBe(false);
  });

  it('never covers the console test chat’s stage whole, whatever its size', () => {
    expect(frameLayout({ viewport: { width: 460, height: 700 }, launcher, avatar: null, inline: true }).fullscreen).toBe(false);
  });
});
