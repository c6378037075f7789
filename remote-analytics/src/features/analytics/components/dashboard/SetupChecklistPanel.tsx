import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { SETUP_STEP_LABELS, SETUP_STEPS, type AnalyticsSetup, type SetupStep } from 'shared-contracts';
import { labels } from '../../../../labels';
import { externalPaths } from '../../../../paths';
import { useAnalyticsSetup } from '../../api/get-setup';
import { QueryPanel } from '../QueryPanel';

const s = labels.dashboard.setup;

/** Where each step is done (screens of other sections, by path). */
const STEP_PATHS: Record<SetupStep, string> = {
  knowledge: externalPaths.knowledgeDataStore,
  avatar: externalPaths.avatarSettings,
  chat_tried: externalPaths.chatUi,
  widget_seen: externalPaths.urlSettings,
  ai_provider: externalPaths.detailAiSettings,
};

type KnownStep = AnalyticsSetup['steps'][number] & { step: SetupStep };

/** The steps this build knows: one the API added after it was deployed has no screen to lead to here. */
const knownSteps = (setup: AnalyticsSetup): KnownStep[] => setup.steps.filter((step): step is KnownStep => Object.hasOwn(STEP_PATHS, step.step));

const allDone = (setup: AnalyticsSetup) => knownSteps(setup).every((step) => step.done);

function Checklist({ setup }: { setup: AnalyticsSetup }) {
  const steps = knownSteps(setup);
  const done = steps.filter((step) => step.done).length;
  const total = steps.length;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <LinearProgress
          variant="determinate"
          value={total === 0 ? 0 : (done / total) * 100}
          aria-label={s.progressLabel}
          aria-valuetext={s.progress(done, total)}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="setup-progress">
          {s.progress(done, total)}
        </Typography>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {steps.map(({ step, done: stepDone, note }) => (
          <Box component="li" key={step} data-testid={`setup-step-${step}`} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 36 }}>
            {stepDone ? (
              <CheckCircleIcon color="success" titleAccess={s.done} />
            ) : (
              <RadioButtonUncheckedIcon color="disabled" aria-hidden />
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={stepDone ? { color: 'text.secondary' } : { fontWeight: 600 }}>{SETUP_STEP_LABELS[step]}</Typography>
              {note ? (
                <Typography variant="body2" color="text.secondary">
                  {note}
                </Typography>
              ) : null}
            </Box>
            {stepDone ? null : (
              <Button component={RouterLink} to={STEP_PATHS[step]} size="small" variant="outlined" aria-label={s.todoLabel(SETUP_STEP_LABELS[step])}>
                {s.todo}
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </>
  );
}

/**
 * The checklist's height while it loads: the progress row (24 px and 12 below) and one 36 px row per
 * step, 8 px apart. A 180 px skeleton grew by 68 px when the steps came and pushed every panel below.
 */
const CHECKLIST_HEIGHT = 36 + SETUP_STEPS.length * 36 + (SETUP_STEPS.length - 1) * 8;

/** はじめの設定: the new owner's checklist, gone once every step is done. */
export function SetupChecklistPanel({ sx }: { sx?: SxProps<Theme> }) {
  const result = useAnalyticsSetup();
  if (result.data && allDone(result.data)) return null;
  return (
    <QueryPanel title={s.title} result={result} isEmpty={() => false} empty="" height={CHECKLIST_HEIGHT} sx={sx}>
      {(setup) => <Checklist setup={setup} />}
    </QueryPanel>
  );
}
