import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { PAGE_RULES_MAX, type UrlSettings, type UrlSettingsRequest } from 'shared-contracts';
import { labels } from '../labels';
import { PageRuleActionField } from './PageRuleActionField';

export type PageRulesFieldProps = {
  form: UseFormReturn<UrlSettingsRequest, unknown, UrlSettings>;
};

/**
 * The greeting's own error. The field is called `message`, like the message of an error on the
 * whole action, so the two are told apart by shape: the field's error is an object.
 */
function greetingMessageError(actionError: unknown): string | undefined {
  if (typeof actionError !== 'object' || actionError === null || !('message' in actionError)) return undefined;
  const nested: unknown = actionError.message;
  if (typeof nested !== 'object' || nested === null || !('message' in nested)) return undefined;
  return typeof nested.message === 'string' ? nested.message : undefined;
}

/** Page rules, checked from the top; the arrows set that order. */
export function PageRulesField({ form }: PageRulesFieldProps) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'page_rules' });
  const rules = useWatch({ control: form.control, name: 'page_rules' });
  const errors = form.formState.errors.page_rules;

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {labels.rules.patternHelp}
      </Typography>
      {fields.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2.5, bgcolor: 'grey.50' }}>
          <Typography variant="body2">{labels.rules.empty}</Typography>
          <Typography variant="body2" color="text.secondary">
            {labels.rules.emptyHint}
          </Typography>
        </Paper>
      ) : (
        <Box component="ol" aria-label={labels.rules.title} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {fields.map((field, index) => {
            const number = index + 1;
            const ruleErrors = errors?.[index];
            const action = rules[index]?.action;
            const messageError = greetingMessageError(ruleErrors?.action);
            return (
              <Paper component="li" key={field.id} variant="outlined" aria-label={labels.rules.rule(number)} sx={{ p: 2 }}>
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
                  <Typography
                    aria-hidden
                    sx={{ width: 28, height: 40, display: 'grid', placeItems: 'center', fontWeight: 700, color: 'primary.main', flexShrink: 0 }}
                  >
                    {number}
                  </Typography>
                  <TextField
                    {...form.register(`page_rules.${index}.pattern`)}
                    label={labels.rules.pattern}
                    placeholder="https://example.com/campaign/*"
                    error={ruleErrors?.pattern !== undefined}
                    helperText={ruleErrors?.pattern?.message}
                    size="small"
                    sx={{ flex: '1 1 280px', minWidth: 0 }}
                    slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', inputMode: 'url' } }}
                  />
                  <Controller
                    control={form.control}
                    name={`page_rules.${index}.action`}
                    render={({ field: actionField, fieldState }) => (
                      <PageRuleActionField
                        value={actionField.value}
                        onChange={actionField.onChange}
                        error={typeof fieldState.error?.message === 'string' ? fieldState.error.message : undefined}
                      />
                    )}
                  />
                  <Box sx={{ display: 'flex', flexShrink: 0 }}>
                    <Tooltip title={labels.rules.moveUp(number)}>
                      <span>
                        <IconButton aria-label={labels.rules.moveUp(number)} disabled={index === 0} onClick={() => move(index, index - 1)}>
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={labels.rules.moveDown(number)}>
                      <span>
                        <IconButton
                          aria-label={labels.rules.moveDown(number)}
                          disabled={index === fields.length - 1}
                          onClick={() => move(index, index + 1)}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={labels.rules.remove(number)}>
                      <IconButton aria-label={labels.rules.remove(number)} onClick={() => remove(index)}>
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Box>
                </Box>
                {action?.type === 'greeting' ? (
                  <Box sx={{ mt: 1.5, pl: 5.5 }}>
                    <TextField
                      {...form.register(`page_rules.${index}.action.message`)}
                      label={labels.rules.message}
                      error={messageError !== undefined}
                      helperText={messageError ?? labels.rules.messageHelp}
                      multiline
                      minRows={2}
                      fullWidth
                      size="small"
                    />
                  </Box>
                ) : null}
                {action?.type === 'open_automatically' ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1, pl: 5.5 }}>
                    {labels.rules.openAutomaticallyHelp}
                  </Typography>
                ) : null}
              </Paper>
            );
          })}
        </Box>
      )}
      <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={fields.length >= PAGE_RULES_MAX}
          onClick={() => append({ pattern: '', action: { type: 'hide' } }, { shouldFocus: true })}
        >
          {labels.rules.add}
        </Button>
        {fields.length >= PAGE_RULES_MAX ? (
          <Typography variant="body2" color="text.secondary">
            {labels.rules.max}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
