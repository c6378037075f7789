import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { DownloadedFile } from './downloaded-file';
import { saveDownloadedCsv } from './save-downloaded-csv';

/** A list's own wording of its export (the keys its labels file already uses under export). */
export interface CsvExportLabels {
  button: string;
  /** '…できませんでした', followed by the error's message. */
  failed: string;
}

/** The export's request, as a TanStack mutation result has it. */
export interface CsvExportRequest {
  isPending: boolean;
  mutate(variables: undefined, callbacks: { onSuccess(file: DownloadedFile): void; onError(error: Error): void }): void;
}

export interface CsvExportButtonProps {
  request: CsvExportRequest;
  labels: CsvExportLabels;
  /** The file is saved as `fallbackTitle_YYYYMMDD.csv` when the API's own name cannot be read. */
  fallbackTitle: string;
  onError(message: string): void;
}

/** Downloads a whole list as the API writes it (UTF-8 with BOM, so Excel opens it in Japanese); off while a download runs. */
export function CsvExportButton({ request, labels, fallbackTitle, onError }: CsvExportButtonProps) {
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      disabled={request.isPending}
      onClick={() =>
        request.mutate(undefined, {
          onSuccess: (file) => saveDownloadedCsv(file, fallbackTitle),
          onError: (error) => onError(`${labels.failed}: ${error.message}`),
        })
      }
    >
      {labels.button}
    </Button>
  );
}
