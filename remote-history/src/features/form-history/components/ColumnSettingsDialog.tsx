import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { formAnswerDialogLabels } from '../dialog-labels';
import type { ArrangedColumn } from '../utils/column-preferences';

export interface ColumnSettingsDialogProps {
  columns: readonly ArrangedColumn[];
  onChange(columns: ArrangedColumn[]): void;
  onReset(): void;
  /** The owner has changed something: 元に戻す has something to undo. */
  customised: boolean;
  onClose(): void;
}

const t = formAnswerDialogLabels.columnSettings;

function moved(columns: readonly ArrangedColumn[], from: number, to: number): ArrangedColumn[] {
  const next = [...columns];
  const [column] = next.splice(from, 1);
  if (column) next.splice(to, 0, column);
  return next;
}

/** 表示項目: a checkbox per field to show it, and buttons to move it up or down; each change applies at once. */
export function ColumnSettingsDialog({ columns, onChange, onReset, customised, onClose }: ColumnSettingsDialogProps) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t.description}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="column-settings">
          {columns.map((column, index) => (
            <Box component="li" key={column.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, borderBottom: 1, borderColor: 'divider', py: 0.25 }}>
              <FormControlLabel
                sx={{ flex: 1, minWidth: 0, mr: 0, '& .MuiFormControlLabel-label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
                control={
                  <Checkbox
                    size="small"
                    checked={column.visible}
                    onChange={(event) => onChange(columns.map((other) => (other.key === column.key ? { ...other, visible: event.target.checked } : other)))}
                  />
                }
                label={column.dropped ? `${column.label}${t.dropped}` : column.label}
              />
              <IconButton size="small" aria-label={t.moveUp(column.label)} disabled={index === 0} onClick={() => onChange(moved(columns, index, index - 1))}>
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t.moveDown(column.label)}
                disabled={index === columns.length - 1}
                onClick={() => onChange(moved(columns, index, index + 1))}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onReset} disabled={!customised} sx={{ mr: 'auto' }}>
          {t.reset}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
