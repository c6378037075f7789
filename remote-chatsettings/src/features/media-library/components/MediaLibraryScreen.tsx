import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { MEDIA_KIND_LABELS, MEDIA_KINDS, type MediaItem, type MediaKind } from 'shared-contracts';
import { EmptyState, ListSkeleton, ListToolbar, PageTitle, Pagination, useNotice } from 'shared-ui';
import { useDeleteMedia } from '../api/delete-media';
import { useMediaPage } from '../api/get-media-page';
import { useMediaTags } from '../api/get-media-tags';
import { mediaLibraryKeys } from '../api/query-keys';
import { useMediaListQuery } from '../hooks/use-media-list-query';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { useViewMode } from '../hooks/use-view-mode';
import { labels } from '../labels';
import { DeleteMediaDialog } from './DeleteMediaDialog';
import { FormatLimits } from './FormatLimits';
import { MediaDetailDialog } from './MediaDetailDialog';
import { MediaDropZone } from './MediaDropZone';
import { MediaGrid } from './MediaGrid';
import { MediaTable } from './MediaTable';
import { TagFilter } from './TagFilter';
import { ViewModeToggle } from './ViewModeToggle';
import { UploadQueue } from './UploadQueue';

const KIND_FILTER_OPTIONS: { value: MediaKind | ''; label: string }[] = [
  { value: '', label: labels.toolbar.allKinds },
  ...MEDIA_KINDS.map((kind) => ({ value: kind, label: MEDIA_KIND_LABELS[kind] })),
];

/** /chatsettings/medialibrary: add files by drag and drop, find, preview, rename, tag and delete them. */
export function MediaLibraryScreen() {
  const queryClient = useQueryClient();
  const notice = useNotice();
  const { showError, showSuccess } = notice;
  const { query, setPage, setLimit, setSortOrder, setSearch, setKind, setTag } = useMediaListQuery();
  const media = useMediaPage(query);
  const tags = useMediaTags();
  const remove = useDeleteMedia();
  const [view, setView] = useViewMode();
  const [opened, setOpened] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: mediaLibraryKeys.root }), [queryClient]);
  const uploads = useUploadQueue(refresh);

  // Deleting the last item of the last page leaves an empty page behind: step back to one with items.
  const page = media.data;
  useEffect(() => {
    if (page && page.data.length === 0 && page.total_records > 0 && query.page > 1) setPage(Math.ceil(page.total_records / query.limit));
  }, [page, query.page, query.limit, setPage]);

  const changed = (item: MediaItem, message: string) => {
    setOpened((current) => (current?.id === item.id ? item : current));
    showSuccess(message);
  };

  function confirmDelete(item: MediaItem, force: boolean) {
    remove.mutate(
      { id: item.id, force },
      {
        onSuccess: () => {
          setDeleting(null);
          setOpened(null);
          showSuccess(labels.remove.done);
        },
        onError: (error) => {
          setDeleting(null);
          showError(error.message);
        },
      },
    );
  }

  const filtered = query.q !== '' || query.kind !== '' || query.tag !== '';

  function renderItems() {
    if (media.isPending) return <ListSkeleton rows={4} rowHeight={72} />;
    if (media.isError && !page) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void media.refetch()}>
              {labels.retry}
            </Button>
          }
        >
          {labels.loadFailed}: {media.error.message}
        </Alert>
      );
    }
    if (!page || page.total_records === 0) {
      return filtered ? <EmptyState title={labels.noMatches} description={labels.noMatchesHint} /> : <EmptyState title={labels.empty} description={labels.emptyHint} />;
    }
    const stale = media.isPlaceholderData;
    return (
      <>
        {view === 'grid' ? (
          <MediaGrid items={page.data} onOpen={setOpened} stale={stale} />
        ) : (
          <MediaTable
            items={page.data}
            onOpen={setOpened}
            onDelete={setDeleting}
            onRenamed={() => showSuccess(labels.rename.saved)}
            onError={showError}
            stale={stale}
          />
        )}
        <Pagination page={query.page} limit={query.limit} total={page.total_records} onPageChange={setPage} />
      </>
    );
  }

  return (
    <>
      <PageTitle title={labels.title} description={labels.description} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Paper variant="outlined" component="section" aria-labelledby="media-add-title" sx={{ p: 2.5 }}>
          <Typography id="media-add-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            {labels.drop.title}
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr) 340px', alignItems: 'start' }}>
            <MediaDropZone onFiles={uploads.add} />
            <FormatLimits />
          </Box>
        </Paper>
        <UploadQueue entries={uploads.entries} onCancel={uploads.cancel} onClearFinished={uploads.clearFinished} />
        <Box component="section" aria-labelledby="media-list-title">
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
            <Typography id="media-list-title" variant="h6" component="h2">
              {labels.listTitle}
            </Typography>
            <ViewModeToggle view={view} onViewChange={setView} />
          </Box>
          <ListToolbar<MediaKind | ''>
            limit={query.limit}
            onLimitChange={setLimit}
            sortOrder={query.sort_order}
            onSortOrderChange={setSortOrder}
            search={query.q}
            onSearchChange={setSearch}
            searchLabel={labels.toolbar.search}
            filter={{ label: labels.toolbar.kind, value: query.kind, options: KIND_FILTER_OPTIONS, onChange: setKind }}
            actions={<TagFilter tags={tags.data ?? []} tag={query.tag} onTagChange={setTag} />}
          />
          {renderItems()}
        </Box>
      </Box>
      <MediaDetailDialog
        item={opened}
        onClose={() => setOpened(null)}
        onChanged={changed}
        onDelete={(item) => setDeleting(item)}
        onError={showError}
      />
      <DeleteMediaDialog item={deleting} pending={remove.isPending} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
      {notice.element}
    </>
  );
}
