import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { saveDownloadedCsv } from 'shared-ui';
import { useExportForbiddenEntries } from '../api/export-forbidden-entries';
import type { ForbiddenListDefinition } from '../forbidden-list-kinds';
import { kindLabels, labels } from '../labels';

export type ExportButtonProps = {
  list: ForbiddenListDefinition;
  onError(message: string): void;
};

/** Downloads the whole list as the API writes it (UTF-8 with BOM, so Excel opens it in Japanese). */
export function ExportButton({ list, onError }: ExportButtonProps) {
  const exportEntries = useExportForbiddenEntries(list);
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      disabled={exportEntries.isPending}
      onClick={() =>
        exportEntries.mutate(undefined, {
          onSuccess: (file) => saveDownloadedCsv(file, kindLabels(list.kind).title),
          onError: (error) => onError(`${labels.export.failed}: ${error.message}`),
        })
      }
    >
      {labels.export.button}
    </Button>
  );
}
