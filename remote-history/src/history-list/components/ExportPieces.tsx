import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { EXPORT_ENCODING_LABELS, EXPORT_ENCODINGS, EXPORT_SHIFT_JIS_NOTE, type ExportEncoding } from 'shared-contracts';
import type { CsvDownloadProgress } from 'shared-ui';
import { exportLabels } from '../export-labels';

const t = exportLabels;

const isEncoding = (value: string): value is ExportEncoding => (EXPORT_ENCODINGS as readonly string[]).includes(value);

export interface EncodingFieldProps {
  id: string;
  value: ExportEncoding;
  disabled: boolean;
  onChange(encoding: ExportEncoding): void;
  /** What this export writes otherwise in Shift_JIS (会話履歴: the ratings as words), said above what it loses. */
  shiftJisNote?: string;
}

/** 文字コード: UTF-8（BOM付き） or Shift_JIS, with what Shift_JIS writes otherwise and what it loses. */
export function EncodingField({ id, value, disabled, onChange, shiftJisNote }: EncodingFieldProps) {
  return (
    <>
      <FormControl disabled={disabled}>
        <FormLabel id={`${id}-encoding`}>{t.encoding}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-encoding`}
          value={value}
          onChange={(event) => {
            if (isEncoding(event.target.value)) onChange(event.target.value);
          }}
        >
          {EXPORT_ENCODINGS.map((encoding) => (
            <FormControlLabel key={encoding} value={encoding} control={<Radio />} label={EXPORT_ENCODING_LABELS[encoding]} />
          ))}
        </RadioGroup>
      </FormControl>
      {value === 'shift_jis' ? (
        <Alert severity="info" variant="outlined">
          {shiftJisNote === undefined ? (
            EXPORT_SHIFT_JIS_NOTE
          ) : (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {shiftJisNote}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                {EXPORT_SHIFT_JIS_NOTE}
              </Box>
            </>
          )}
        </Alert>
      ) : null}
    </>
  );
}

/** The filters an export applies, in words, or that there are none. */
export function AppliedFilters({ lines, noneLabel, previewExcluded }: { lines: readonly string[]; noneLabel: string; previewExcluded: string | null }) {
  return (
    <Box data-testid="export-filters">
      {lines.length === 0 ? (
        <Typography variant="body2">{noneLabel}</Typography>
      ) : (
        <>
          <Typography variant="body2">{t.appliedFilters}</Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3 }}>
            {lines.map((line) => (
              <Typography component="li" variant="body2" key={line}>
                {line}
              </Typography>
            ))}
          </Box>
        </>
      )}
      {previewExcluded === null ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {previewExcluded}
        </Typography>
      )}
    </Box>
  );
}

function percentOf({ rows, total }: CsvDownloadProgress): number | null {
  if (total === null) return null;
  return total === 0 ? 100 : Math.min(100, (rows / total) * 100);
}

/** The bar and the rows of a download under way, against what the API announced (X-Export-Rows). */
export function ExportProgress({ progress, counted = true }: { progress: CsvDownloadProgress; counted?: boolean }) {
  const percent = counted ? percentOf(progress) : null;
  return (
    <Box role="status" sx={{ display: 'grid', gap: 0.75 }}>
      <LinearProgress aria-label={t.progress} variant={percent === null ? 'indeterminate' : 'determinate'} value={percent ?? undefined} />
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {t.downloading} {counted ? t.rows(progress.rows, progress.total) : progress.total === null ? '' : t.rowsTotal(progress.total)}
      </Typography>
    </Box>
  );
}
