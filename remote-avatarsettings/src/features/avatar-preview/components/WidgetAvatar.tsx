import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import type { BuiltinCharacterId } from 'shared-contracts';
import { createAvatar, type AvatarHandle } from 'widget/avatar';

export interface WidgetAvatarProps {
  character: BuiltinCharacterId;
  /** The owner's picture per emotion key; without any, the built-in character is drawn. */
  images?: Record<string, string>;
  /** An emotion key; owner-added ones show the neutral face of the character. */
  emotion?: string | null;
  /** Width and height in CSS px. */
  size: number;
  /** Moves the mouth (or bobs the picture) at the pace the widget speaks with. */
  speaking?: boolean;
  /** Names the avatar for screen readers; without it the avatar is decorative. */
  title?: string;
}

/**
 * The widget's own avatar (widget/avatar, the very code visitors' pages run) in a React tree, so
 * every preview in the console shows exactly what visitors will see. React owns only the slot; the
 * avatar module owns what is inside it and is told about each change.
 */
export function WidgetAvatar({ character, images, emotion = null, size, speaking = false, title }: WidgetAvatarProps) {
  const slot = useRef<HTMLSpanElement | null>(null);
  const handle = useRef<AvatarHandle | null>(null);
  // Compared by content, so a parent's fresh object of the same pictures does not redraw.
  const imagesKey = JSON.stringify(images ?? {});
  const options = useMemo(() => {
    const pictures = JSON.parse(imagesKey) as Record<string, string>;
    return { kind: Object.keys(pictures).length > 0 ? ('images' as const) : ('builtin' as const), character, images: pictures, emotion, size, title };
  }, [imagesKey, character, emotion, size, title]);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const container = slot.current;
    if (!container) return undefined;
    const avatar = createAvatar(container, latest.current);
    handle.current = avatar;
    return () => {
      avatar.destroy();
      handle.current = null;
    };
  }, []);

  useEffect(() => {
    handle.current?.update(options);
  }, [options]);

  useEffect(() => {
    handle.current?.setSpeaking(speaking);
  }, [speaking]);

  return <Box component="span" ref={slot} data-testid="widget-avatar" sx={{ display: 'inline-block', lineHeight: 0, width: size, height: size }} />;
}
