import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { saveDownloadedCsv } from 'shared-ui';
import { useExportQa } from '../api/export-qa';
import { labels } from '../labels';

/** Downloads every Q&A as the API writes it (UTF-8 with BOM, so Excel opens it in Japanese). */
export function QaExportButton({ onError }: { onError(message: string): void }) {
  const exportQa = useExportQa();
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      disabled={exportQa.isPending}
      onClick={() =>
        exportQa.mutate(undefined, {
          onSuccess: (file) => saveDownloadedCsv(file, labels.export.fallbackName),
          onError: (error) => onError(`${labels.export.failed}: ${error.message}`),
        })
      }
    >
      {labels.export.button}
    </Button>
  );
}
