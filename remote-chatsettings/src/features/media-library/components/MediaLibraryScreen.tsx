import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { MEDIA_KIND_LABELS, MEDIA_KINDS, type MediaItem, type MediaKind } from 'shared-contracts';
import { ListToolbar, PagedListBody, PageTitle, TimeZoneNote, useNotice } from 'shared-ui';
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
  const { query, setPage, toolbar, setKind, setTag } = useMediaListQuery();
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

  // The files are added in the drop zone above, so an empty library has no button of its own.
  const items = (
    <PagedListBody
      result={media}
      labels={labels}
      filtered={filtered}
      skeletonRows={4}
      skeletonRowHeight={72}
      page={query.page}
      limit={query.limit}
      onPageChange={setPage}
    >
      {(rows) =>
        view === 'grid' ? (
          <MediaGrid items={rows} onOpen={setOpened} stale={media.isPlaceholderData} />
        ) : (
          <>
            <TimeZoneNote sx={{ display: 'block', mb: 1 }} />
            <MediaTable
              items={rows}
              onOpen={setOpened}
              onDelete={setDeleting}
              onRenamed={() => showSuccess(labels.rename.saved)}
              onError={showError}
              stale={media.isPlaceholderData}
            />
          </>
        )
      }
    </PagedListBody>
  );

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
            {...toolbar}
            searchLabel={labels.toolbar.search}
            filter={{ label: labels.toolbar.kind, value: query.kind, options: KIND_FILTER_OPTIONS, onChange: setKind }}
            actions={<TagFilter tags={tags.data ?? []} tag={query.tag} onTagChange={setTag} />}
          />
          {items}
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
