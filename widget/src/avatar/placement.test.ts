import { AVATAR_BASE_SIZE_PX as CONTRACT_BASE_SIZE } from 'shared-contracts';
import { AVATAR_BASE_SIZE_PX, avatarPlacement, type LauncherPlacement } from './placement';

const desktop = { width: 1280, height: 720 };
const right: LauncherPlacement = { side: 'right', offsetX: 24, offsetY: 24 };
const left: LauncherPlacement = { ...right, side: 'left' };

describe('avatarPlacement', () => {
  it("uses the contract's base size (kept here as a number so the frame bundle stays free of zod)", () => {
    expect(AVATAR_BASE_SIZE_PX).toBe(CONTRACT_BASE_SIZE);
  });

  it('stands the default avatar (position -100, size 100) beside a bottom-right launcher, feet on its top', () => {
    const p = avatarPlacement({ position: -100, size: 100, launcher: right, viewport: desktop });
    expect(p.launcher).toEqual({ x: 1200, y: 640, size: 56 });
    expect(p).toMatchObject({ x: 1048, y: 480, box: 160, visibility: 'whole' });
  });

  it('mirrors the direction for a launcher on the left', () => {
    const p = avatarPlacement({ position: -100, size: 100, launcher: left, viewport: desktop });
    expect(p.x + p.box / 2).toBe(24 + 28 + 100);
  });

  it('scales the box with size, 50 to 150', () => {
    expect(avatarPlacement({ position: 0, size: 50, launcher: right, viewport: desktop }).box).toBe(80);
    expect(avatarPlacement({ position: 0, size: 150, launcher: right, viewport: desktop }).box).toBe(240);
  });

  it('tells when the avatar leaves the window at the launcher side', () => {
    expect(avatarPlacement({ position: 0, size: 100, launcher: right, viewport: desktop }).visibility).toBe('partial');
    expect(avatarPlacement({ position: 400, size: 100, launcher: right, viewport: desktop }).visibility).toBe('none');
  });

  it('tells when the far end leaves a phone screen', () => {
    const phone = { width: 390, height: 844 };
    expect(avatarPlacement({ position: -600, size: 150, launcher: right, viewport: phone }).visibility).toBe('none');
    expect(avatarPlacement({ position: -150, size: 100, launcher: right, viewport: phone }).visibility).toBe('whole');
  });
});
