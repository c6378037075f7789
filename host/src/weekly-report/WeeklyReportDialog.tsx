import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messageOf } from './error-message';
import { REPORT_WEEKDAY_LABELS, REPORT_WEEKDAYS, type WeeklyReportSettingsResponse } from 'shared-contracts';
import { formatDateTime, isImeComposing, LoadingSpinner, SwitchField } from 'shared-ui';
import { labels } from '../labels';
import { useWeeklyReportSettings } from './use-weekly-report-settings';
import { weeklyReportApi } from './weekly-report-api';
import { WeeklyReportPreviewDialog } from './WeeklyReportPreviewDialog';

const t = labels.weeklyReport;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

type Outcome = { severity: 'success' | 'info' | 'error'; message: string } | null;

/** 最終送信, 最後のエラー and the next send, on the owner's clock. */
function SendStatus({ settings }: { settings: WeeklyReportSettingsResponse }) {
  const at = (iso: string | null) => (iso ? formatDateTime(iso, settings.time_zone) : t.never);
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }} data-testid="weekly-report-status">
      {settings.enabled ? (
        <>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t.nextSend}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {at(settings.next_send_at)}
          </Typography>
        </>
      ) : null}
      <Typography component="dt" variant="body2" color="text.secondary">
        {t.lastSent}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid="weekly-report-last-sent">
        {at(settings.last_sent_at)}
      </Typography>
      {settings.last_error ? (
        <>
          <Typography component="dt" variant="body2" color="error">
            {t.lastError}
          </Typography>
          <Typography component="dd" variant="body2" color="error" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {`${at(settings.last_error_at)} ${settings.last_error}`}
          </Typography>
        </>
      ) : null}
    </Box>
  );
}

/**
 * メール通知 (the owner menu): the weekly report on or off, its day and hour on the owner's clock,
 * the address, プレビュー of the exact mail and テスト送信, with the last send and the last error.
 */
export function WeeklyReportDialog({ onClose }: { onClose(): void }) {
  const id = useId();
  const state = useWeeklyReportSettings();
  const [previewing, setPreviewing] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { form, saved, errors } = state;

  const save = async () => {
    setOutcome(null);
    if (await state.save()) setOutcome({ severity: 'success', message: t.saved });
  };

  const testSend = async () => {
    setOutcome(null);
    setSending(true);
    try {
      // The mail goes to the address as saved: save a changed form first.
      if (!(await state.save())) return;
      const sent = await weeklyReportApi.testSend();
      setOutcome({ severity: sent.delivered === 'smtp' ? 'success' : 'info', message: sent.delivered === 'smtp' ? t.testSent(sent.to) : t.testLogged(sent.to) });
    } catch (error) {
      setOutcome({ severity: 'error', message: messageOf(error) });
    } finally {
      setSending(false);
      state.reload();
    }
  };

  return (
    <>
      <Dialog open onClose={state.saving || sending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`}>{t.title}</DialogTitle>
        <DialogContent dividers>
          {state.loadError ? <Alert severity="error">{state.loadError}</Alert> : null}
          {!form && !state.loadError ? <LoadingSpinner /> : null}
          {form && saved ? (
            <Box
              component="form"
              id={`${id}-form`}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
              sx={{ display: 'grid', gap: 2.5 }}
            >
              <Typography variant="body2" color="text.secondary">
                {t.lead}
              </Typography>
              {saved.mail_transport !== 'smtp' ? <Alert severity={saved.mail_transport === 'log' ? 'info' : 'warning'}>{saved.mail_transport === 'log' ? t.transportLog : t.transportOff}</Alert> : null}
              <SwitchField label={t.enabled} checked={form.enabled} onChange={(enabled) => state.change({ enabled })} />
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
                <TextField
                  select
                  label={t.weekday}
                  value={form.weekday}
                  onChange={(event) => state.change({ weekday: Number(event.target.value) })}
                  error={errors.weekday !== undefined}
                  helperText={errors.weekday}
                >
                  {REPORT_WEEKDAYS.map((weekday) => (
                    <MenuItem key={weekday} value={weekday}>
                      {REPORT_WEEKDAY_LABELS[weekday]}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label={t.hour}
                  value={form.hour}
                  onChange={(event) => state.change({ hour: Number(event.target.value) })}
                  error={errors.hour !== undefined}
                  helperText={errors.hour}
                >
                  {HOURS.map((hour) => (
                    <MenuItem key={hour} value={hour}>
                      {t.hourOption(hour)}
                    </MenuItem>
                  ))}
                </TextField>
              </Box>
              <Typography variant="caption" color="text.secondary" sx={{ mt: -1.5 }}>
                {t.timeZone(saved.time_zone)}
              </Typography>
              <TextField
                label={t.email}
                type="email"
                value={form.email}
                placeholder={saved.login_email}
                // The login address shows in the empty field: it is where the mail goes then.
                slotProps={{ inputLabel: { shrink: true } }}
                onChange={(event) => state.change({ email: event.target.value })}
                onKeyDown={(event) => {
                  // Enter that confirms a kana conversion is not a request to save.
                  if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
                }}
                error={errors.email !== undefined}
                helperText={errors.email ?? t.emailHelp(saved.login_email)}
                fullWidth
              />
              <SendStatus settings={saved} />
              {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
              {outcome ? (
                <Alert severity={outcome.severity} role="status">
                  {outcome.message}
                </Alert>
              ) : null}
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
          <Button variant="outlined" onClick={() => setPreviewing(true)} disabled={!form}>
            {t.preview}
          </Button>
          <Button variant="outlined" onClick={() => void testSend()} disabled={!form || sending || saved?.mail_transport === 'off'}>
            {t.testSend}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose} disabled={state.saving || sending}>
            {t.close}
          </Button>
          <Button type="submit" form={`${id}-form`} variant="contained" disabled={!form || state.saving}>
            {t.save}
          </Button>
        </DialogActions>
      </Dialog>
      {previewing ? <WeeklyReportPreviewDialog onClose={() => setPreviewing(false)} /> : null}
    </>
  );
}
