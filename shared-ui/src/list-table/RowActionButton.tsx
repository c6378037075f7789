import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

export interface RowActionButtonProps {
  /** The tooltip and the button's accessible name. */
  label: string;
  icon: ReactNode;
  onClick(): void;
  disabled?: boolean;
}

/** An icon button in a row's actions that may wait (disabled): the span keeps its tooltip working then. */
export function RowActionButton({ label, icon, onClick, disabled = false }: RowActionButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
