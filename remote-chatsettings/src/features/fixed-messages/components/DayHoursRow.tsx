import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Controller, useFieldArray, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import {
  TIME_RANGES_PER_DAY_MAX,
  WEEKDAY_LABELS,
  type FixedMessages,
  type FixedMessagesRequest,
  type Weekday,
} from 'shared-contracts';
import { nextRange } from '../utils/next-range';
import { labels } from '../labels';

export interface DayHoursRowProps {
  day: Weekday;
  control: Control<FixedMessagesRequest, unknown, FixedMessages>;
  register: UseFormRegister<FixedMessagesRequest>;
}

/** One weekday: closed or not, and up to three opening ranges. */
export function DayHoursRow({ day, control, register }: DayHoursRowProps) {
  const ranges = useFieldArray({ control, name: `business_hours.days.${day}.ranges` });
  const closed = useWatch({ control, name: `business_hours.days.${day}.closed` });
  const { errors } = useFormState({ control, name: `business_hours.days.${day}` });
  const dayErrors = errors.business_hours?.days?.[day];
  const rangesMessage = dayErrors?.ranges?.root?.message ?? dayErrors?.ranges?.message;
  const dayLabel = WEEKDAY_LABELS[day];
  const current = useWatch({ control, name: `business_hours.days.${day}.ranges` });
  const getRanges = () => current ?? [];

  // Beside the last range, so a day with one range stays one line high.
  const addButton =
    ranges.fields.length < TIME_RANGES_PER_DAY_MAX ? (
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => ranges.append(nextRange(getRanges()), { shouldFocus: true })}
        sx={{ ml: 1 }}
      >
        {labels.addRange}
      </Button>
    ) : null;

  return (
    <Box
      role="group"
      aria-label={dayLabel}
      sx={{
        display: 'grid',
        gridTemplateColumns: '72px 96px minmax(0, 1fr)',
        alignItems: 'start',
        columnGap: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body1" sx={{ fontWeight: 700, pt: 1 }}>
        {dayLabel}
      </Typography>
      <Controller
        control={control}
        name={`business_hours.days.${day}.closed`}
        render={({ field }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', pt: 0.25 }}>
            <Switch
              checked={field.value}
              onChange={(event) => {
                field.onChange(event.target.checked);
                // Opening a day that has no hours yet starts it with a range to edit, not an error.
                if (!event.target.checked && getRanges().length === 0) ranges.append(nextRange([]), { shouldFocus: false });
              }}
              slotProps={{ input: { 'aria-label': labels.closedSwitch(dayLabel), ref: field.ref } }}
            />
            <Typography variant="body2" color="text.secondary">
              {labels.closed}
            </Typography>
          </Box>
        )}
      />
      <Box sx={{ minWidth: 0 }}>
        {closed ? (
          <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
            {labels.closedDay}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {ranges.fields.map((range, index) => {
              const rangeErrors = dayErrors?.ranges?.[index];
              const message = rangeErrors?.open?.message ?? rangeErrors?.close?.message;
              return (
                <Box key={range.id}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <TextField
                      {...register(`business_hours.days.${day}.ranges.${index}.open`)}
                      size="small"
                      placeholder={labels.timePlaceholder}
                      error={Boolean(rangeErrors?.open)}
                      sx={{ width: 96 }}
                      slotProps={{ htmlInput: { 'aria-label': labels.rangeLabel(dayLabel, index + 1, labels.open), inputMode: 'numeric', maxLength: 5 } }}
                    />
                    <Typography aria-hidden color="text.secondary">
                      {labels.timeSeparator}
                    </Typography>
                    <TextField
                      {...register(`business_hours.days.${day}.ranges.${index}.close`)}
                      size="small"
                      placeholder="18:00"
                      error={Boolean(rangeErrors?.close)}
                      sx={{ width: 96 }}
                      slotProps={{ htmlInput: { 'aria-label': labels.rangeLabel(dayLabel, index + 1, labels.close), inputMode: 'numeric', maxLength: 5 } }}
                    />
                    <IconButton
                      size="small"
                      aria-label={labels.removeRange(dayLabel, index + 1)}
                      onClick={() => ranges.remove(index)}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                    {index === ranges.fields.length - 1 ? addButton : null}
                  </Box>
                  {message ? <FormHelperText error>{message}</FormHelperText> : null}
                </Box>
              );
            })}
            {rangesMessage ? <FormHelperText error>{rangesMessage}</FormHelperText> : null}
            {ranges.fields.length === 0 ? addButton : null}
          </Box>
        )}
      </Box>
    </Box>
  );
}
