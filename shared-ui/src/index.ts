export { theme } from './theme/theme';
export { brand, gray, fontFamily } from './theme/primitives';
export { labels, type Labels } from './labels';
export {
  LoadingSpinner,
  SPINNER_SIZES,
  DEFAULT_OVERLAY_OPACITY,
  type LoadingSpinnerProps,
  type LoadingSpinnerSize,
} from './loading-spinner/LoadingSpinner';
export { NotAvailableYet, type NotAvailableYetProps } from './not-available-yet/NotAvailableYet';
export { SectionNav, type SectionNavProps, type SectionNavItem } from './section-nav/SectionNav';
export { PageTitle, type PageTitleProps } from './page-title/PageTitle';
export { LoginForm, type LoginFormProps } from './login-form/LoginForm';
export { isImeComposing } from './login-form/ime';
export { useInsertAtCaret } from './caret-insert/useInsertAtCaret';
export { VariableChips, type VariableChipsProps } from './caret-insert/VariableChips';
export { sortableAnnouncements, type SortableAnnouncementsOptions, type SortableItem } from './sortable/sortable-announcements';
export { SectionLoadError, type SectionLoadErrorProps } from './section-load-error/SectionLoadError';
export { LoadErrorAlert, type LoadErrorAlertProps } from './load-error/LoadErrorAlert';
export { TitledLoadErrorAlert, type TitledLoadErrorAlertProps } from './load-error/TitledLoadErrorAlert';
export { useHeaderContent, type HeaderContentState } from './header-slot/header-content-store';
export { HeaderContent, type HeaderContentProps } from './header-slot/HeaderContent';
export { matchLongestPrefix, type PathItem } from './navigation/match-longest-prefix';
export { useUnsavedChangesGuard } from './unsaved-changes/useUnsavedChangesGuard';
export { UnsavedChangesDialog, type UnsavedChangesDialogProps } from './unsaved-changes/UnsavedChangesDialog';
export { useNotice, type NoticeControls } from './notice/useNotice';
export { deleteOutcome } from './notice/delete-outcome';
export { useSavedOnArrival } from './notice/useSavedOnArrival';
export { NoticeSnackbar, type Notice, type NoticeSeverity, type NoticeSnackbarProps } from './notice/NoticeSnackbar';
export { SaveSuccessNotice, type SaveSuccessNoticeProps } from './notice/SaveSuccessNotice';
export { SettingsForm, SETTINGS_FORM_MAX_WIDTH, type SettingsFormProps } from './settings-form/SettingsForm';
export { SettingsSection, type SettingsSectionProps } from './settings-form/SettingsSection';
export { SettingsPreviewLayout, type SettingsPreviewLayoutProps } from './settings-form/SettingsPreviewLayout';
export { FormSkeleton, FIELD_HEIGHT, type FormSkeletonProps } from './skeletons/FormSkeleton';
export { ListSkeleton, LIST_ROW_HEIGHT, type ListSkeletonProps } from './skeletons/ListSkeleton';
export { EmptyState, type EmptyStateProps } from './empty-state/EmptyState';
export { ListToolbar, type ListToolbarProps, type ListToolbarFilter } from './list-toolbar/ListToolbar';
export { useImeSafeSearch, SEARCH_DEBOUNCE_MS } from './list-toolbar/useImeSafeSearch';
export type { PageSize, SortOrder, FilterOption } from './list-toolbar/list-query-types';
export { LIST_QUERY_DEFAULTS } from './list-toolbar/list-query-types';
export { useListQuery, type ListQueryControls, type ListToolbarQueryProps, type PagedSearchQuery } from './list-toolbar/useListQuery';
export { Pagination, pageRange, type PaginationProps } from './pagination/Pagination';
export { PagedListBody, type PagedListBodyProps, type PagedListLabels, type PagedListResult } from './list-table/PagedListBody';
export { ListTable, type ListTableColumn, type ListTableProps, type ListTableRowLink } from './list-table/ListTable';
export { ListTitleCell, type ListTitleCellProps } from './list-table/ListTitleCell';
export { actionsColumn, countColumn, titleColumn, updatedAtColumn } from './list-table/list-columns';
export { DeleteRowButton, type DeleteRowButtonProps } from './list-table/DeleteRowButton';
export { ConfirmDeleteDialog, type ConfirmDeleteDialogProps, type ConfirmDeleteLabels } from './list-table/ConfirmDeleteDialog';
export { RowActionButton, type RowActionButtonProps } from './list-table/RowActionButton';
export { applyApiFieldErrors, type ApiFieldErrors } from './forms/apply-api-field-errors';
export { settingsSubmit, type SettingsSave, type SettingsSubmitOptions } from './forms/settings-submit';
export { useZodForm } from './forms/use-zod-form';
export { useSettingsForm, type SettingsFormState, type UseSettingsFormOptions } from './forms/use-settings-form';
export { FieldHelper, type FieldHelperProps } from './char-counter/FieldHelper';
export { CopyField, COPIED_FEEDBACK_MS, type CopyFieldProps } from './copy-field/CopyField';
export { formatDateTime } from './format/format-date-time';
export { SwitchField, type SwitchFieldProps } from './switch-field/SwitchField';
export { FileDropZone, type FileDropZoneProps } from './file-drop-zone/FileDropZone';
export { MediaImageField, type MediaImageFieldItem, type MediaImageFieldProps } from './media/MediaImageField';
export type { ImageFieldProps, RenderImageField } from './media/render-image-field';
export { MediaPickerDialog, type MediaPickerDialogProps } from './media/MediaPickerDialog';
export { MediaThumbnail, type MediaThumbnailProps } from './media/MediaThumbnail';
export { formatBytes } from './media/format-bytes';
export { formatDuration } from './media/format-duration';
export { uploadMediaFile } from './media/upload-media-file';
export { downloadedFileOf, fileNameOfDisposition, type DownloadedFile } from './download/downloaded-file';
export { datedCsvFileName, saveDownloadedCsv, saveFile } from './download/save-downloaded-csv';
export { CsvExportButton, type CsvExportButtonProps, type CsvExportLabels, type CsvExportRequest } from './download/CsvExportButton';
