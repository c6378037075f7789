import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import {
  MEDIA_KIND_LABELS,
  MEDIA_KINDS,
  mediaAcceptOf,
  type ListResponse,
  type MediaItem,
  type MediaKind,
  type MediaListQuery,
} from 'shared-contracts';
import { EmptyState } from '../empty-state/EmptyState';
import { labels } from '../labels';
import { mediaPickerLabels } from './labels';
import { isImeComposing } from '../login-form/ime';
import { LIST_QUERY_DEFAULTS } from '../list-toolbar/list-query-types';
import { useImeSafeSearch } from '../list-toolbar/useImeSafeSearch';
import { Pagination } from '../pagination/Pagination';
import { MediaTile } from './MediaTile';
import { useMediaPage } from './use-media-page';

export interface MediaPickerDialogProps {
  open: boolean;
  onClose(): void;
  /** The chosen item; the caller stores its id and closes the dialog. */
  onPick(item: MediaItem): void;
  /** The kinds that may be picked (only they are listed); all kinds when absent. */
  kinds?: readonly MediaKind[];
  /** One page of the owner's library: the section's own call of GET media (MEDIA_API_PATHS.media). */
  fetchPage(query: MediaListQuery): Promise<ListResponse<MediaItem>>;
  /**
   * Adds a file to the library from the dialog (POST media); reports progress as 0–1. Rejects with an
   * Error whose message is shown as it is (the API's Japanese refusal). No upload button when absent.
   */
  upload?(file: File, onProgress: (fraction: number) => void): Promise<MediaItem>;
  /** The item chosen now, selected when the dialog opens. */
  selectedId?: string | null;
  title?: string;
}

const text = mediaPickerLabels;

type KindOption = { value: MediaKind | ''; label: string };

type UploadState =
  | { status: 'idle' }
  | { status: 'sending'; name: string; fraction: number }
  | { status: 'failed'; name: string; message: string };

function initialQuery(kinds: readonly MediaKind[]): MediaListQuery {
  // The API filters one kind at a time: a single allowed kind, or the first of several, is the filter.
  const kind = kinds.length === MEDIA_KINDS.length ? '' : (kinds[0] ?? '');
  return { ...LIST_QUERY_DEFAULTS, q: '', kind, tag: '' };
}

/**
 * "Pick from the library": a stateless dialog any section can show (quick replies, fixed messages,
 * emotion images, the avatar). It holds no API client of its own: the section passes its fetcher
 * (and uploader) built on shared-auth, so the call carries that section's session and rules.
 */
export function MediaPickerDialog({
  open,
  onClose,
  onPick,
  kinds = MEDIA_KINDS,
  fetchPage,
  upload,
  selectedId = null,
  title = text.title,
}: MediaPickerDialogProps) {
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState<MediaListQuery>(() => initialQuery(kinds));
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const [uploadState, setUploadState] = useState<UploadState>({ status: 'idle' });
  const { state, reload } = useMediaPage(fetchPage, query, open);
  const search = useImeSafeSearch(query.q, (q) => setQuery((current) => ({ ...current, q, page: 1 })));

  // Each opening starts afresh (the first one already does, from the initial state).
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) {
      setQuery(initialQuery(kinds));
      setSelected(null);
      setUploadState({ status: 'idle' });
    }
    wasOpen.current = open;
  }, [open, kinds]);

  // The item chosen before is selected once it shows up in a page.
  const page = state.page;
  useEffect(() => {
    if (selectedId === null || !page) return;
    setSelected((current) => current ?? page.data.find((item) => item.id === selectedId) ?? null);
  }, [page, selectedId]);

  const kindOptions = useMemo(() => {
    const options: KindOption[] = kinds.map((kind) => ({ value: kind, label: MEDIA_KIND_LABELS[kind] }));
    const all: KindOption = { value: '', label: text.allKinds };
    return kinds.length === MEDIA_KINDS.length ? [all, ...options] : options;
  }, [kinds]);

  async function send(file: File) {
    if (!upload) return;
    setUploadState({ status: 'sending', name: file.name, fraction: 0 });
    try {
      const item = await upload(file, (fraction) => setUploadState({ status: 'sending', name: file.name, fraction }));
      setUploadState({ status: 'idle' });
      setSelected(item);
      search.clear();
      setQuery((current) => ({ ...current, page: 1, q: '', kind: kinds.length === MEDIA_KINDS.length ? current.kind : item.kind }));
      reload();
    } catch (error) {
      setUploadState({ status: 'failed', name: file.name, message: error instanceof Error ? error.message : '' });
    }
  }

  function renderItems() {
    if (state.status === 'error' && !page) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {text.retry}
            </Button>
          }
        >
          {text.loadFailed}
          {state.message ? `: ${state.message}` : ''}
        </Alert>
      );
    }
    if (!page) {
      return (
        <Box role="progressbar" aria-label={labels.loadingContent} aria-busy="true" sx={gridSx}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '1 / 1.3', height: 'auto' }} />
          ))}
        </Box>
      );
    }
    if (page.total_records === 0) {
      const filtered = query.q !== '';
      const hint = filtered ? text.noMatchesHint : upload ? text.emptyHintUpload : text.emptyHint;
      return <EmptyState title={filtered ? text.noMatches : text.empty} description={hint} />;
    }
    return (
      <>
        <Box role="group" aria-label={text.items} aria-busy={state.status === 'loading'} sx={{ ...gridSx, opacity: state.status === 'loading' ? 0.6 : 1 }}>
          {page.data.map((item) => (
            <MediaTile key={item.id} item={item} selected={selected?.id === item.id} onSelect={setSelected} onPick={onPick} />
          ))}
        </Box>
        <Pagination
          page={query.page}
          limit={query.limit}
          total={page.total_records}
          onPageChange={(next) => setQuery((current) => ({ ...current, page: next }))}
        />
      </>
    );
  }

  return (
    <Dialog open={open} onClose={uploadState.status === 'sending' ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start', minHeight: 420 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <TextField
            size="small"
            type="search"
            label={text.search}
            value={search.draft}
            onChange={(event) => search.onChange(event.target.value)}
            onCompositionStart={search.onCompositionStart}
            onCompositionEnd={(event) => search.onCompositionEnd((event.target as HTMLInputElement).value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (!isImeComposing(event)) search.flush((event.target as HTMLInputElement).value);
            }}
            sx={{ flex: '1 1 220px' }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
          {kindOptions.length > 1 ? (
            <TextField
              select
              size="small"
              label={text.kind}
              value={query.kind}
              onChange={(event) => {
                const next = kindOptions.find((option) => option.value === event.target.value);
                if (next) setQuery((current) => ({ ...current, kind: next.value, page: 1 }));
              }}
              sx={{ width: 160 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              {kindOptions.map((option) => (
                <MenuItem key={option.value || 'all'} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {upload ? (
            <>
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlinedIcon />}
                disabled={uploadState.status === 'sending'}
                onClick={() => fileInput.current?.click()}
              >
                {text.upload}
              </Button>
              <input
                ref={fileInput}
                type="file"
                hidden
                accept={mediaAcceptOf(kinds)}
                data-testid="media-picker-file-input"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void send(file);
                  event.target.value = '';
                }}
              />
            </>
          ) : null}
        </Box>
        {uploadState.status === 'sending' ? (
          <Box role="status">
            <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
              {text.uploading(uploadState.name)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(uploadState.fraction * 100)}
              aria-label={text.uploadProgress(uploadState.name)}
            />
          </Box>
        ) : null}
        {uploadState.status === 'failed' ? (
          <Alert severity="error" onClose={() => setUploadState({ status: 'idle' })}>
            {text.uploadFailed(uploadState.name)}
            {uploadState.message ? `: ${uploadState.message}` : ''}
          </Alert>
        ) : null}
        {renderItems()}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <Typography variant="body2" color="text.secondary" role="status" noWrap sx={{ minWidth: 0 }}>
          {selected ? text.selected(selected.name) : text.nothingSelected}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
          <Button onClick={onClose} disabled={uploadState.status === 'sending'}>
            {text.cancel}
          </Button>
          <Button variant="contained" disabled={!selected} onClick={() => selected && onPick(selected)}>
            {text.pick}
          </Button>
        </Box>
      </DialogActions>
    </Dialog>
  );
}

const gridSx = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' } as const;
