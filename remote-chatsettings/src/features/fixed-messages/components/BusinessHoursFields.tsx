import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { WEEKDAYS, type FixedMessages, type FixedMessagesRequest } from 'shared-contracts';
import { FieldHelper, SwitchField } from 'shared-ui';
import { timezoneOptions } from '../utils/timezones';
import { labels } from '../labels';
import { DayHoursRow } from './DayHoursRow';

export interface BusinessHoursFieldsProps {
  control: Control<FixedMessagesRequest, unknown, FixedMessages>;
  register: UseFormRegister<FixedMessagesRequest>;
}

export function BusinessHoursFields({ control, register }: BusinessHoursFieldsProps) {
  const zones = useMemo(timezoneOptions, []);
  return (
    <>
      <Controller
        control={control}
        name="business_hours.enabled"
        render={({ field }) => (
          <SwitchField
            label={labels.businessHoursEnabled}
            hint={labels.businessHoursEnabledHint}
            checked={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="business_hours.timezone"
        render={({ field, fieldState }) => (
          <Autocomplete
            options={zones}
            value={field.value}
            onChange={(_event, zone) => {
              if (zone) field.onChange(zone);
            }}
            disableClearable
            noOptionsText={labels.noTimezone}
            sx={{ maxWidth: 360 }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={labels.timezone}
                inputRef={field.ref}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={<FieldHelper error={fieldState.error?.message} hint={labels.timezoneHint} />}
              />
            )}
          />
        )}
      />
      <Box>
        <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
          {labels.weekHours}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {labels.timeHint}
        </Typography>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {WEEKDAYS.map((day) => (
            <DayHoursRow key={day} day={day} control={control} register={register} />
          ))}
        </Box>
      </Box>
    </>
  );
}
