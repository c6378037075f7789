export { createAvatar, MOUTH_FLAP_MS, AVATAR_VIEWBOX, type AvatarHandle, type AvatarOptions } from './create-avatar';
export { avatarPlacement, avatarBoxPx, AVATAR_BASE_SIZE_PX, LAUNCHER_SIZE_PX, type AvatarPlacement, type AvatarPlacementInput, type LauncherPlacement } from './placement';
export { EXPRESSIONS, expressionOf, type Expression } from './expression';
export { CHARACTER_NAMES } from './characters';
