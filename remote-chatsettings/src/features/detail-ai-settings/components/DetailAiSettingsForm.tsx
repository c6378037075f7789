import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  KNOWLEDGE_PASSAGES_MAX,
  KNOWLEDGE_PASSAGES_MIN,
  MAX_ANSWER_CHARS_MAX,
  MAX_ANSWER_CHARS_MIN,
  MEMORY_TURNS_MAX,
  SYSTEM_PROMPT_MAX,
  detailAiSettingsRequestSchema,
  type ConnectionTestResponse,
  type DetailAiSettingsResponse,
} from 'shared-contracts';
import { FieldHelper, SettingsForm, SettingsSection, SwitchField, useSettingsForm, settingsFormLabels } from 'shared-ui';
import { useAiConnectionTest } from '../api/test-ai-connection';
import { useUpdateDetailAiSettings } from '../api/update-detail-ai-settings';
import { formValuesOf, providerIdentity, providerIdentityOf } from '../utils/form-values';
import { labels } from '../labels';
import { ApiKeyField } from './ApiKeyField';
import { ConnectionTestButton } from './ConnectionTestButton';
import { EmbeddingFields } from './EmbeddingFields';
import { EngineFields } from './EngineFields';
import { TemperatureField } from './TemperatureField';

export interface DetailAiSettingsFormProps {
  settings: DetailAiSettingsResponse;
  onSaved(): void;
  onError(message: string): void;
}

type NumberFieldName = 'max_answer_chars' | 'knowledge_passages' | 'memory_turns';

export function DetailAiSettingsForm({ settings: initial, onSaved, onError }: DetailAiSettingsFormProps) {
  const [settings, setSettings] = useState(initial);
  const connection = useAiConnectionTest();
  const [testResult, setTestResult] = useState<ConnectionTestResponse | null>(null);
  const { form, guard, frame } = useSettingsForm(detailAiSettingsRequestSchema, formValuesOf(initial), {
    save: useUpdateDetailAiSettings(),
    valuesOf: formValuesOf,
    onSaved: (saved) => {
      setSettings(saved);
      onSaved();
    },
    onError,
    // A refusal may sit far down a long form: say so where the owner is looking.
    invalidMessage: settingsFormLabels.fixErrors,
  });
  const { errors } = form.formState;
  const engineType = useWatch({ control: form.control, name: 'engine.type' });
  const baseUrl = useWatch({ control: form.control, name: 'engine.base_url' });
  const systemPrompt = useWatch({ control: form.control, name: 'system_prompt' }) ?? '';
  const providerChanged = providerIdentity(engineType, baseUrl) !== providerIdentityOf(settings.engine);

  const runConnectionTest = async () => {
    setTestResult(null);
    if (!(await form.trigger(['engine', 'api_key']))) return;
    // A key typed but not saved yet is tried as it is; otherwise the API uses the stored one.
    const apiKey = form.getValues('api_key');
    connection.mutate(
      { engine: form.getValues('engine'), ...(typeof apiKey === 'string' ? { api_key: apiKey.trim() } : {}) },
      {
        onSuccess: setTestResult,
        onError: (error) => setTestResult({ ok: false, message: error.message }),
      },
    );
  };

  const numberField = (name: NumberFieldName, label: string, hint: string, unit: string, min: number, max: number) => (
    <TextField
      {...form.register(name, { valueAsNumber: true })}
      type="number"
      label={label}
      error={Boolean(errors[name])}
      helperText={<FieldHelper error={errors[name]?.message} hint={hint} />}
      slotProps={{
        htmlInput: { min, max, step: 1, inputMode: 'numeric' },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
    />
  );

  return (
    <>
      <SettingsForm ariaLabel={labels.title} {...frame}>
        <SettingsSection title={labels.engineSection} description={labels.engineHelp} headingLevel="h2">
          <EngineFields form={form} saved={settings.engine} />
          {engineType !== 'builtin' ? (
            <ApiKeyField control={form.control} status={settings.api_key_status} providerChanged={providerChanged} />
          ) : null}
          <ConnectionTestButton onTest={() => void runConnectionTest()} pending={connection.isPending} result={testResult} />
        </SettingsSection>

        <SettingsSection title={labels.answerSection} headingLevel="h2">
          <TextField
            {...form.register('system_prompt')}
            label={labels.systemPrompt}
            multiline
            minRows={4}
            maxRows={14}
            error={Boolean(errors.system_prompt)}
            helperText={
              <FieldHelper error={errors.system_prompt?.message} hint={labels.systemPromptHint} count={{ value: systemPrompt, max: SYSTEM_PROMPT_MAX }} />
            }
          />
          <TemperatureField control={form.control} />
          <Box sx={{ maxWidth: 360 }}>
            {numberField('max_answer_chars', labels.maxAnswerChars, labels.maxAnswerCharsHint, labels.chars, MAX_ANSWER_CHARS_MIN, MAX_ANSWER_CHARS_MAX)}
          </Box>
          <Controller
            control={form.control}
            name="answer_only_from_knowledge"
            render={({ field }) => (
              <SwitchField
                label={labels.answerOnlyFromKnowledge}
                hint={labels.answerOnlyFromKnowledgeHint}
                checked={field.value}
                onChange={field.onChange}
                inputRef={field.ref}
              />
            )}
          />
        </SettingsSection>

        <SettingsSection title={labels.knowledgeSection} headingLevel="h2">
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            {numberField('knowledge_passages', labels.knowledgePassages, labels.knowledgePassagesHint, labels.items, KNOWLEDGE_PASSAGES_MIN, KNOWLEDGE_PASSAGES_MAX)}
            {numberField('memory_turns', labels.memoryTurns, labels.memoryTurnsHint, labels.turns, 0, MEMORY_TURNS_MAX)}
          </Box>
          <Controller
            control={form.control}
            name="citations"
            render={({ field }) => (
              <SwitchField label={labels.citations} hint={labels.citationsHint} checked={field.value} onChange={field.onChange} inputRef={field.ref} />
            )}
          />
        </SettingsSection>

        <SettingsSection title={labels.embeddingSection} description={labels.embeddingHelp} headingLevel="h2">
          <EmbeddingFields form={form} saved={settings.embedding} keyStatus={settings.embedding_api_key_status} />
        </SettingsSection>
      </SettingsForm>
      {guard}
    </>
  );
}
