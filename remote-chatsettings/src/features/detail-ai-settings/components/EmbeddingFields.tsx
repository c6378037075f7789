import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { get, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import {
  EMBEDDING_PROVIDER_LABELS,
  EMBEDDING_PROVIDER_TYPES,
  type ConnectionTestResponse,
  type DetailAiSettingsRequest,
  type EmbeddingProvider,
  type EmbeddingProviderType,
  type EmbeddingSettings,
  type SecretStatus,
} from 'shared-contracts';
import { FieldHelper } from 'shared-ui';
import { useEmbeddingConnectionTest } from '../api/test-embedding-connection';
import { EMBEDDING_DRAFTS, embeddingProviderOf, providerIdentity, sameEmbeddingModel, type DetailAiFormOutput } from '../utils/form-values';
import { labels } from '../labels';
import { ApiKeyField } from './ApiKeyField';
import { ConnectionTestButton } from './ConnectionTestButton';

export interface EmbeddingFieldsProps {
  form: UseFormReturn<DetailAiSettingsRequest, unknown, DetailAiFormOutput>;
  /** As last saved, with its measured dimensions. */
  saved: EmbeddingSettings;
  keyStatus: SecretStatus;
}

const isProviderType = (v: string): v is EmbeddingProviderType => (EMBEDDING_PROVIDER_TYPES as readonly string[]).includes(v);

/**
 * 検索に使う埋め込みモデル: the built-in model or an OpenAI-compatible /embeddings, with its
 * write-only key, the dimensions measured at the last save, and its own connection test. Switching
 * type and back brings back what was typed, as the answering engine's fields do.
 */
export function EmbeddingFields({ form, saved, keyStatus }: EmbeddingFieldsProps) {
  const drafts = useRef<Record<EmbeddingProviderType, EmbeddingProvider>>({ ...EMBEDDING_DRAFTS, [saved.type]: embeddingProviderOf(saved) });
  const embedding = useWatch({ control: form.control, name: 'embedding' });
  const type = embedding?.type ?? 'builtin';
  const baseUrl = embedding?.type === 'openai_compatible' ? embedding.base_url : undefined;
  const model = embedding?.type === 'openai_compatible' ? embedding.model : undefined;
  const errorAt = (path: string): FieldError | undefined => get(form.formState.errors, path);
  const connection = useEmbeddingConnectionTest();
  const [testResult, setTestResult] = useState<ConnectionTestResponse | null>(null);

  const savedBaseUrl = saved.type === 'openai_compatible' ? saved.base_url : undefined;
  const providerChanged = providerIdentity(type, baseUrl) !== providerIdentity(saved.type, savedBaseUrl);
  const modelUnchanged = sameEmbeddingModel(saved, type, baseUrl, model);

  const switchTo = (next: EmbeddingProviderType) => {
    drafts.current[type] = form.getValues('embedding') ?? EMBEDDING_DRAFTS[type];
    form.setValue('embedding', { ...drafts.current[next] }, { shouldDirty: true });
    form.clearErrors(['embedding', 'embedding_api_key']);
    setTestResult(null);
  };

  const runConnectionTest = async () => {
    setTestResult(null);
    if (!(await form.trigger(['embedding', 'embedding_api_key']))) return;
    const current = form.getValues('embedding') ?? EMBEDDING_DRAFTS.builtin;
    // A key typed but not saved yet is tried as it is; otherwise the API uses the stored one.
    const apiKey = form.getValues('embedding_api_key');
    connection.mutate(
      { embedding: current, ...(typeof apiKey === 'string' ? { api_key: apiKey.trim() } : {}) },
      {
        onSuccess: setTestResult,
        onError: (error) => setTestResult({ ok: false, message: error.message }),
      },
    );
  };

  const baseUrlError = errorAt('embedding.base_url');
  const modelError = errorAt('embedding.model');

  return (
    <>
      <FormControl>
        <FormLabel id="embedding-type-label">{labels.embeddingType}</FormLabel>
        <RadioGroup
          aria-labelledby="embedding-type-label"
          name="embedding.type"
          value={type}
          onChange={(event) => {
            if (isProviderType(event.target.value)) switchTo(event.target.value);
          }}
        >
          {EMBEDDING_PROVIDER_TYPES.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={EMBEDDING_PROVIDER_LABELS[option]} />
          ))}
        </RadioGroup>
      </FormControl>
      {type === 'openai_compatible' ? (
        <>
          <TextField
            {...form.register('embedding.base_url')}
            label={labels.baseUrl}
            required
            type="url"
            placeholder="https://api.openai.com/v1"
            error={Boolean(baseUrlError)}
            helperText={<FieldHelper error={baseUrlError?.message} hint={labels.embeddingBaseUrlHint} />}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
          />
          <Box sx={{ maxWidth: 480 }}>
            <TextField
              {...form.register('embedding.model')}
              label={labels.model}
              required
              placeholder="text-embedding-3-small"
              error={Boolean(modelError)}
              helperText={<FieldHelper error={modelError?.message} hint={labels.embeddingModelHint} />}
              slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
            />
          </Box>
          <ApiKeyField control={form.control} name="embedding_api_key" namePrefix={labels.embeddingNamePrefix} status={keyStatus} providerChanged={providerChanged} />
          <Box>
            {saved.type === 'openai_compatible' && modelUnchanged ? (
              <Typography variant="body2">
                {labels.embeddingDimensions}: {labels.embeddingDimensionsMeasured(saved.dimensions)}
              </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary">
              {labels.embeddingMeasuredOnSave}
            </Typography>
          </Box>
        </>
      ) : null}
      {modelUnchanged ? (
        <Typography variant="body2" color="text.secondary">
          {labels.embeddingReembedNote}
        </Typography>
      ) : (
        <Alert severity="info">{labels.embeddingReembedNote}</Alert>
      )}
      <ConnectionTestButton
        onTest={() => void runConnectionTest()}
        pending={connection.isPending}
        result={testResult}
        ariaLabel={`${labels.embeddingNamePrefix}${labels.connectionTest}`}
        hint={labels.embeddingConnectionTestHint}
      />
    </>
  );
}
