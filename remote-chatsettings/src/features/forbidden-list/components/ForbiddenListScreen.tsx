import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { CsvExportButton, ListToolbar, PagedListBody, PageTitle, useNotice, useUnsavedChangesGuard } from 'shared-ui';
import { useDeleteForbiddenEntry } from '../api/delete-forbidden-entry';
import { useExportForbiddenEntries } from '../api/export-forbidden-entries';
import { useForbiddenEntries } from '../api/get-forbidden-entries';
import { FORBIDDEN_LISTS, type ForbiddenEntry, type ForbiddenListKind } from '../forbidden-list-kinds';
import { useEntryListQuery } from '../hooks/use-entry-list-query';
import { kindLabels, labels } from '../labels';
import { DeleteEntryDialog } from './DeleteEntryDialog';
import { EntryAddForm } from './EntryAddForm';
import { EntryTable } from './EntryTable';
import { ImportDialog } from './ImportDialog';
import { MatchingRulesNote } from './MatchingRulesNote';
import { TryItBox } from './TryItBox';

/** Two columns once the content area is wide enough for the table beside the help and the try-it box. */
const TWO_COLUMNS = '@container (min-width: 1080px)';

/** /chatsettings/forbiddenword and /chatsettings/forbiddenurl: one screen, two lists. */
export function ForbiddenListScreen({ kind }: { kind: ForbiddenListKind }) {
  const list = FORBIDDEN_LISTS[kind];
  const text = kindLabels(kind);
  const notice = useNotice();
  const { query, setPage, toolbar } = useEntryListQuery();
  const entries = useForbiddenEntries(list, query);
  const remove = useDeleteForbiddenEntry(list);
  const exportEntries = useExportForbiddenEntries(list);

  const [editingId, setEditingId] = useState<string | null>(null);
  const [addDirty, setAddDirty] = useState(false);
  const [editDirty, setEditDirty] = useState(false);
  const [deleting, setDeleting] = useState<ForbiddenEntry | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const guard = useUnsavedChangesGuard(addDirty || editDirty);

  const { showError, showSuccess, showSaved } = notice;
  const handleAddDirty = useCallback((dirty: boolean) => setAddDirty(dirty), []);
  const handleEditDirty = useCallback((dirty: boolean) => setEditDirty(dirty), []);

  // Deleting the last row of the last page leaves an empty page behind: step back to one with rows.
  const page = entries.data;
  useEffect(() => {
    if (page && page.data.length === 0 && page.total_records > 0 && query.page > 1) {
      setPage(Math.ceil(page.total_records / query.limit));
    }
  }, [page, query.page, query.limit, setPage]);

  function confirmDelete(entry: ForbiddenEntry) {
    remove.mutate(entry.id, {
      onSuccess: () => {
        setDeleting(null);
        if (editingId === entry.id) setEditingId(null);
        showSuccess(labels.deleted);
      },
      onError: (error) => {
        setDeleting(null);
        showError(error.message);
      },
    });
  }

  const importButton = (
    <Button variant="outlined" startIcon={<UploadFileOutlinedIcon />} onClick={() => setImportOpen(true)}>
      {labels.import.open}
    </Button>
  );

  // The empty list speaks of this list's own kind (words or URLs); the rest is the same for both.
  const entryList = (
    <PagedListBody
      result={entries}
      labels={{ ...labels, emptyTitle: text.emptyTitle, emptyDescription: text.emptyDescription }}
      filtered={query.q !== ''}
      emptyAction={importButton}
      page={query.page}
      limit={query.limit}
      onPageChange={setPage}
    >
      {(rows) => (
        <EntryTable
          list={list}
          entries={rows}
          editingId={editingId}
          onEdit={(entry) => setEditingId(entry.id)}
          onEditDone={(saved) => {
            setEditingId(null);
            if (saved) showSaved();
          }}
          onDelete={setDeleting}
          onError={showError}
          onEditDirtyChange={handleEditDirty}
          stale={entries.isPlaceholderData}
        />
      )}
    </PagedListBody>
  );

  return (
    <>
      <PageTitle
        title={text.title}
        description={text.description}
        actions={
          <>
            {importButton}
            <CsvExportButton request={exportEntries} labels={labels.export} fallbackTitle={text.title} onError={showError} />
          </>
        }
      />
      <Box sx={{ containerType: 'inline-size' }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'minmax(0, 1fr)',
            gridTemplateAreas: '"add" "help" "list"',
            [TWO_COLUMNS]: {
              gridTemplateColumns: 'minmax(0, 1fr) 360px',
              gridTemplateAreas: '"add help" "list help"',
              gridTemplateRows: 'auto 1fr',
            },
          }}
        >
          <Box sx={{ gridArea: 'add' }}>
            <EntryAddForm list={list} onAdded={() => showSuccess(labels.added)} onError={showError} onDirtyChange={handleAddDirty} />
          </Box>
          <Box
            component="aside"
            sx={{
              gridArea: 'help',
              display: 'grid',
              gap: 3,
              alignContent: 'start',
              gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
              [TWO_COLUMNS]: { gridTemplateColumns: 'minmax(0, 1fr)' },
            }}
          >
            <MatchingRulesNote kind={kind} />
            <TryItBox list={list} />
          </Box>
          <Box component="section" aria-labelledby={`list-title-${kind}`} sx={{ gridArea: 'list', minWidth: 0 }}>
            <Typography id={`list-title-${kind}`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {labels.listTitle}
            </Typography>
            <ListToolbar {...toolbar} searchLabel={text.searchPlaceholder} />
            {entryList}
          </Box>
        </Box>
      </Box>
      <ImportDialog list={list} open={importOpen} onClose={() => setImportOpen(false)} />
      <DeleteEntryDialog
        kind={kind}
        entry={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      {guard}
      {notice.element}
    </>
  );
}
