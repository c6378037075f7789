import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { buildAnswerSchema, type FormAnswerValues, type FormField } from 'shared-contracts';
import { brand, isImeComposing } from 'shared-ui';
import { messageAt } from '../utils/message-at';
import { labels } from '../labels';
import { PreviewField } from './PreviewField';

export interface FormPreviewProps {
  name: string;
  description: string;
  fields: readonly FormField[];
  submitLabel: string;
  thankYouMessage: string;
}

function AgentAvatar() {
  return (
    <Box
      aria-hidden
      sx={{ width: 28, height: 28, borderRadius: '50%', flexShrink: 0, display: 'grid', placeItems: 'center', bgcolor: brand[50], color: 'primary.main', '& svg': { fontSize: 18 } }}
    >
      <SmartToyOutlinedIcon />
    </Box>
  );
}

function AgentBubble({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
      <AgentAvatar />
      <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, borderBottomLeftRadius: 4, px: 1.25, py: 0.75, maxWidth: '85%' }}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The form as the chat will show it, drawn from the builder's unsaved values, with real inputs
 * judged by buildAnswerSchema, the rules the widget and the API apply. Nothing is sent anywhere.
 */
export function FormPreview({ name, description, fields, submitLabel, thankYouMessage }: FormPreviewProps) {
  const schema = useMemo(() => buildAnswerSchema({ fields }), [fields]);
  // The rules change while the owner edits; the trial values typed so far stay.
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const resolver = useCallback<Resolver<FieldValues, unknown, FormAnswerValues>>(
    (values, context, options) => zodResolver(schemaRef.current)(values, context, options),
    [],
  );
  // Judged when sent, then on every change, as the chat does: a check on leaving a field would race
  // the one of the send button it is left for, and could drop the other fields' messages.
  const form = useForm<FieldValues, unknown, FormAnswerValues>({ resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLDivElement>(null);
  const t = labels.preview;

  // The thank-you message appears below the form, usually out of the chat's view: bring it in.
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (sent) thanks.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [sent]);

  const submit = form.handleSubmit(() => setSent(true));
  const tryAgain = () => {
    form.reset({});
    setSent(false);
  };

  return (
    <Box component="section" aria-labelledby="form-preview-title">
      <Typography id="form-preview-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t.description}
      </Typography>
      <Paper
        variant="outlined"
        role="region"
        aria-label={t.regionLabel}
        sx={{ borderRadius: 3, overflow: 'hidden', display: 'flex', flexDirection: 'column', maxHeight: 'calc(100vh - 200px)', minHeight: 360 }}
      >
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 1.5, py: 1.25, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ bgcolor: '#fff', borderRadius: '50%' }}>
            <AgentAvatar />
          </Box>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, color: 'inherit' }}>
            {t.agentName}
          </Typography>
        </Box>
        <Stack spacing={1.25} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 1.5, bgcolor: 'grey.50' }}>
          <AgentBubble>{t.intro}</AgentBubble>
          <Paper
            component="form"
            noValidate
            onSubmit={submit}
            onKeyDown={(event) => {
              // A finished IME conversion confirms the word; it must not send the form.
              if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
            }}
            aria-label={name.trim() || t.untitledForm}
            elevation={0}
            sx={{ ml: 4.5, p: 1.75, border: 1, borderColor: 'divider', borderRadius: 2, opacity: sent ? 0.6 : 1 }}
          >
            <fieldset disabled={sent} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {name.trim() || t.untitledForm}
              </Typography>
              {description.trim() ? (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
                  {description}
                </Typography>
              ) : null}
              <Stack spacing={1.75} sx={{ mt: 1.5 }}>
                {fields.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t.noFields}
                  </Typography>
                ) : (
                  fields.map((field) => (
                    <PreviewField
                      key={field.key}
                      field={field}
                      control={form.control}
                      register={form.register}
                      error={messageAt(form.formState.errors, field.key)}
                    />
                  ))
                )}
              </Stack>
              <Button type="submit" variant="contained" fullWidth disabled={fields.length === 0} sx={{ mt: 2 }}>
                {submitLabel.trim() || '\u00a0'}
              </Button>
            </fieldset>
          </Paper>
          {sent ? (
            <Box ref={thanks}>
              <AgentBubble>{thankYouMessage}</AgentBubble>
              <Box sx={{ pl: 4.5, mt: 0.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="caption" color="text.secondary" role="status">
                  {t.sent}
                </Typography>
                <Button size="small" startIcon={<ReplayIcon />} onClick={tryAgain}>
                  {t.tryAgain}
                </Button>
              </Box>
            </Box>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}
