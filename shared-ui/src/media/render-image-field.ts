import type { ReactNode } from 'react';

/**
 * A media library picture field as a feature receives it from its route: the media library feature
 * draws it, and a feature never imports another, so the route hands it over as a render function.
 */
export interface ImageFieldProps {
  value: string | null;
  onChange(id: string | null): void;
  /** Names the field for assistive technology. */
  label: string;
  error?: string;
  disabled?: boolean;
}

export type RenderImageField = (props: ImageFieldProps) => ReactNode;
