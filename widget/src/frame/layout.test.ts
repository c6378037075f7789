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
    const l = frameLayout({ viewport: { width: 1280, height: 500 }, launcher, avatar: null });
    expect(l.panel.height).toBe(500 - 24 - 56 - 16 - GAP);
  });

  it('folds the avatar into the header on a phone, keeping the frame no wider than the panel', () => {
    const l = frameLayout({ viewport: { width: 390, height: 844 }, launcher: { side: 'right', x: 16, y: 16 }, avatar: { show: true, position: -100, size: 100 } });
    expect(l.headerAvatar).toBe(true);
    expect(l.avatar).toBeNull();
    expect(l.width).toBe(390 - 16 - 8);
  });
});
