import type { ReactNode } from 'react';

/** The media library image field, given by the route (it belongs to the media library feature). */
export interface ImageFieldProps {
  value: string | null;
  onChange(id: string | null): void;
  /** Names the field for assistive technology. */
  label: string;
  error?: string;
  disabled?: boolean;
}

export type RenderImageField = (props: ImageFieldProps) => ReactNode;
