import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PAGE_RULE_ACTION_LABELS, PAGE_RULE_ACTION_TYPES, type PageRuleAction, type PageRuleActionType } from 'shared-contracts';
import { labels } from '../labels';

function isActionType(value: string): value is PageRuleActionType {
  return (PAGE_RULE_ACTION_TYPES as readonly string[]).includes(value);
}

export type PageRuleActionFieldProps = {
  value: PageRuleAction;
  onChange(next: PageRuleAction): void;
  error?: string;
};

/** Choosing 別のあいさつ brings an empty message with it, which the form then asks for. */
export function PageRuleActionField({ value, onChange, error }: PageRuleActionFieldProps) {
  return (
    <TextField
      select
      size="small"
      label={labels.rules.action}
      value={value.type}
      onChange={(event) => {
        const type = event.target.value;
        if (!isActionType(type) || type === value.type) return;
        onChange(type === 'greeting' ? { type, message: '' } : { type });
      }}
      error={error !== undefined}
      helperText={error}
      sx={{ width: 240, flexShrink: 0 }}
    >
      {PAGE_RULE_ACTION_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {PAGE_RULE_ACTION_LABELS[type]}
        </MenuItem>
      ))}
    </TextField>
  );
}
