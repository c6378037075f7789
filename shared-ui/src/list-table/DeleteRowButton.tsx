import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';

export interface DeleteRowButtonProps {
  /** '「…」を削除': the tooltip and the button's accessible name. */
  label: string;
  onClick(): void;
}

export function DeleteRowButton({ label, onClick }: DeleteRowButtonProps) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} sx={{ '&:hover': { color: 'error.main' } }}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
