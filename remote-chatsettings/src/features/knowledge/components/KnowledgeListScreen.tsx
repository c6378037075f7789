import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import {
  KNOWLEDGE_ITEM_STATUS_LABELS,
  KNOWLEDGE_ITEM_STATUSES,
  KNOWLEDGE_ITEM_TYPE_LABELS,
  KNOWLEDGE_ITEM_TYPES,
  type KnowledgeItemSummary,
  type KnowledgeItemType,
} from 'shared-contracts';
import { ConfirmDeleteDialog, CsvExportButton, deleteOutcome, ListToolbar, PagedListBody, PageTitle, useNotice, useSavedOnArrival } from 'shared-ui';
import { paths } from '../../../paths';
import { useDeleteKnowledgeItem } from '../api/delete-knowledge-item';
import { useExportQa } from '../api/export-qa';
import { useKnowledgeItems } from '../api/get-knowledge-items';
import { useReindexKnowledgeItem } from '../api/reindex-knowledge-item';
import { useKnowledgeListQuery } from '../hooks/use-knowledge-list-query';
import { labels } from '../labels';
import { KnowledgeTable } from './KnowledgeTable';
import { PhrasingProposalsPanel } from './PhrasingProposalsPanel';
import { QaImportDialog } from './QaImportDialog';
import { SearchTestBox } from './SearchTestBox';
import { VectorStatusPanel } from './VectorStatusPanel';

const STATUS_OPTIONS = [
  { value: '' as const, label: labels.list.all },
  ...KNOWLEDGE_ITEM_STATUSES.map((status) => ({ value: status, label: KNOWLEDGE_ITEM_STATUS_LABELS[status] })),
];

const isType = (value: string): value is KnowledgeItemType => (KNOWLEDGE_ITEM_TYPES as readonly string[]).includes(value);

/** /chatsettings/knowledgedatastore: what the agent answers from, its indexing status and a way to test it. */
export function KnowledgeListScreen() {
  const { query, setPage, toolbar, setStatus, setType } = useKnowledgeListQuery();
  const items = useKnowledgeItems(query);
  const reindex = useReindexKnowledgeItem();
  const remove = useDeleteKnowledgeItem();
  const exportQa = useExportQa();
  const notice = useNotice();
  const [deleting, setDeleting] = useState<KnowledgeItemSummary | null>(null);
  const [importing, setImporting] = useState(false);
  const t = labels.list;

  // A new item is saved on /register and the owner comes back here, where it says so.
  useSavedOnArrival(notice.showSaved);

  const createButton = (
    <Button component={RouterLink} to={paths.knowledgeDataRegister} variant="contained" startIcon={<AddIcon />}>
      {t.create}
    </Button>
  );
  const filtered = query.q !== '' || query.status !== '' || query.type !== '';

  const list = (
    <PagedListBody
      result={items}
      labels={t}
      filtered={filtered}
      emptyIcon={<MenuBookOutlinedIcon />}
      emptyAction={createButton}
      page={query.page}
      limit={query.limit}
      onPageChange={setPage}
    >
      {(rows) => (
        <>
          {rows.some((item) => item.status === 'processing') ? (
            <Alert severity="info" variant="outlined" sx={{ mb: 1.5 }}>
              {t.processingNote}
            </Alert>
          ) : null}
          <KnowledgeTable
            items={rows}
            stale={items.isPlaceholderData}
            reindexingId={reindex.isPending ? (reindex.variables ?? null) : null}
            onReindex={(item) =>
              reindex.mutate(item.id, {
                onSuccess: () => notice.showSuccess(t.reindexed),
                onError: (error) => notice.showError(error.message),
              })
            }
            onDelete={setDeleting}
          />
        </>
      )}
    </PagedListBody>
  );

  return (
    <>
      <PageTitle title={t.title} description={t.description} actions={createButton} />
      <VectorStatusPanel />
      <PhrasingProposalsPanel notice={notice} />
      <ListToolbar
        {...toolbar}
        searchLabel={t.search}
        filter={{ label: t.statusFilter, value: query.status, options: STATUS_OPTIONS, onChange: setStatus }}
        moreFilters={
          <TextField
            select
            size="small"
            label={t.typeFilter}
            value={query.type}
            onChange={(event) => setType(isType(event.target.value) ? event.target.value : '')}
            sx={{ width: 160 }}
            fullWidth={false}
            // '' is an option of its own (SPEC §3: empty means all), not the absence of a choice.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t.all}</MenuItem>
            {KNOWLEDGE_ITEM_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {KNOWLEDGE_ITEM_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
        }
        actions={
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="outlined" startIcon={<FileUploadOutlinedIcon />} onClick={() => setImporting(true)}>
              {labels.import.button}
            </Button>
            <CsvExportButton request={exportQa} labels={labels.export} fallbackTitle={labels.export.fallbackName} onError={notice.showError} />
          </Box>
        }
      />
      {list}
      <SearchTestBox />
      <QaImportDialog open={importing} onClose={() => setImporting(false)} />
      {deleting ? (
        <ConfirmDeleteDialog
          labels={labels.deleteDialog}
          description={labels.deleteDialog.description(deleting.title)}
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, deleteOutcome(() => setDeleting(null), notice, t.deleted))}
        />
      ) : null}
      {notice.element}
    </>
  );
}
