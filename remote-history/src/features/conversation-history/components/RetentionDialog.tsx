import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import { RETENTION_DAY_OPTIONS, RETENTION_FOREVER_LABEL, historySettingsSchema, type HistorySettings } from 'shared-contracts';
import { conversationHistoryLabels } from '../labels';
import { useHistorySettings, useSaveHistorySettings } from '../api/history-settings';

export interface RetentionDialogProps {
  onClose(): void;
  onSaved(): void;
}

const t = conversationHistoryLabels.retention;
const FOREVER = 'forever';

const valueOf = (days: number | null) => (days === null ? FOREVER : String(days));
const daysOf = (value: string) => (value === FOREVER ? null : Number(value));

/** 保存期間: keep conversations forever, or delete them N days after their last message. */
export function RetentionDialog({ onClose, onSaved }: RetentionDialogProps) {
  const id = useId();
  const settings = useHistorySettings(true);
  const save = useSaveHistorySettings();
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = settings.data ? valueOf(settings.data.retention_days) : null;
  const value = chosen ?? current;
  // A period the API holds that the options do not list (set another way) is still shown as chosen.
  const options: readonly number[] =
    settings.data?.retention_days != null && !(RETENTION_DAY_OPTIONS as readonly number[]).includes(settings.data.retention_days)
      ? [...RETENTION_DAY_OPTIONS, settings.data.retention_days].sort((a, b) => a - b)
      : RETENTION_DAY_OPTIONS;

  function submit() {
    if (value === null) return;
    setFailure(null);
    const parsed = historySettingsSchema.safeParse({ retention_days: daysOf(value) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    save.mutate(parsed.data satisfies HistorySettings, {
      onSuccess: onSaved,
      onError: (error) => {
        const atField = error.fields['retention_days'];
        if (atField) setProblem(atField);
        else setFailure(`${t.saveFailed}: ${error.message}`);
      },
    });
  }

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`}>
      <DialogTitle id={`${id}-title`}>{t.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={`${id}-description`} variant="body2">
          {t.description}
        </DialogContentText>
        {settings.isError ? (
          <Alert severity="error">
            {t.loadFailed}: {settings.error.message}
          </Alert>
        ) : null}
        {settings.isPending ? (
          <Skeleton variant="rounded" height={200} aria-label={t.field} />
        ) : value !== null ? (
          <FormControl error={problem !== null} disabled={save.isPending}>
            <FormLabel id={`${id}-field`}>{t.field}</FormLabel>
            <RadioGroup
              aria-labelledby={`${id}-field`}
              value={value}
              onChange={(event) => {
                setChosen(event.target.value);
                setProblem(null);
              }}
            >
              <FormControlLabel value={FOREVER} control={<Radio />} label={RETENTION_FOREVER_LABEL} />
              {options.map((days) => (
                <FormControlLabel key={days} value={String(days)} control={<Radio />} label={t.days(days)} />
              ))}
            </RadioGroup>
            {problem ? <FormHelperText>{problem}</FormHelperText> : null}
          </FormControl>
        ) : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} disabled={save.isPending}>
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={submit} loading={save.isPending} disabled={value === null}>
          {t.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
