import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { FORM_ANSWER_EXPORT_FORMAT_LABELS, FORM_ANSWER_EXPORT_FORMATS, type ExportEncoding, type FormAnswerExportFormat } from 'shared-contracts';
import { datedCsvFileName } from 'shared-ui';
import { exportLabels } from '../../../history-list/export-labels';
import { formAnswerDialogLabels } from '../dialog-labels';
import { AppliedFilters, EncodingField, ExportProgress } from '../../../history-list/components/ExportPieces';
import { useExportDownload } from '../../../history-list/hooks/use-export-download';
import { exportFormAnswers } from '../api/export-form-answers';
import { describeFormAnswerFilters, formAnswerFilterQuery, type FormAnswerListState } from '../utils/form-answer-list-query';

export interface FormExportDialogProps {
  /** The list's view: its form (or すべてのフォーム), filters and order are the export's. */
  state: FormAnswerListState;
  /** The chosen form's name; '' for すべてのフォーム. */
  formName: string;
  onClose(): void;
  /** The file was saved, with this many rows. */
  onDone(rows: number): void;
}


const t = exportLabels;
const e = formAnswerDialogLabels.formExport;

const isFormat = (value: string): value is FormAnswerExportFormat => (FORM_ANSWER_EXPORT_FORMATS as readonly string[]).includes(value);

/** フォーム回答_お問い合わせ_20261121.xlsx (すべてのフォーム: フォーム回答_20261121), when the browser could not read the API's name. */
function fallbackName(formName: string, format: FormAnswerExportFormat): string {
  const title = formName === '' ? e.allFormsFileTitle : e.fileTitle(formName.replace(/[\\/:*?"<>|]/g, '_'));
  const csv = datedCsvFileName(title, new Date());
  return format === 'csv' ? csv : csv.replace(/\.csv$/, '.xlsx');
}

/**
 * エクスポート: the filtered answers as CSV (UTF-8 with BOM, or Shift_JIS) or Excel, one row per
 * answer: a chosen form's with a column per field, every form's with the fields in 回答内容. The
 * caller mounts it while it is open.
 */
export function FormExportDialog({ state, formName, onClose, onDone }: FormExportDialogProps) {
  const id = useId();
  const [format, setFormat] = useState<FormAnswerExportFormat>('csv');
  const [encoding, setEncoding] = useState<ExportEncoding>('utf-8');
  const download = useExportDownload(t.failed, onDone);
  const { phase, downloading } = download;
  const allForms = state.form_id === '';

  function start() {
    download.start(
      (signal, onProgress) =>
        exportFormAnswers({
          filters: formAnswerFilterQuery(state),
          sortBy: state.sort_by,
          sortOrder: state.sort_order,
          format,
          encoding,
          signal,
          onProgress,
        }),
      (file) => file.fileName ?? fallbackName(formName, format),
    );
  }

  function cancel() {
    if (!download.cancel()) onClose();
  }

  return (
    <Dialog open onClose={downloading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{e.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {allForms ? e.allFormsDescription : e.description(formName)}
        </Typography>
        <AppliedFilters
          lines={describeFormAnswerFilters(state)}
          noneLabel={allForms ? e.allFormsAllAnswers : e.allAnswers}
          previewExcluded={state.include_preview ? null : e.previewExcluded}
        />
        <FormControl disabled={downloading}>
          <FormLabel id={`${id}-format`}>{e.format}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-format`}
            value={format}
            onChange={(event) => {
              if (isFormat(event.target.value)) setFormat(event.target.value);
            }}
          >
            {FORM_ANSWER_EXPORT_FORMATS.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={FORM_ANSWER_EXPORT_FORMAT_LABELS[value]} />
            ))}
          </RadioGroup>
        </FormControl>
        {format === 'csv' ? <EncodingField id={id} value={encoding} disabled={downloading} onChange={setEncoding} /> : null}
        {phase.status === 'downloading' ? <ExportProgress progress={phase.progress} counted={format === 'csv'} /> : null}
        {phase.status === 'failed' ? <Alert severity="error">{phase.message}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={cancel}>
          {downloading ? t.cancel : t.close}
        </Button>
        <Button variant="contained" onClick={start} loading={downloading}>
          {t.start}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
