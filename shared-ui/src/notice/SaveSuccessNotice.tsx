import { labels } from '../labels';
import { NoticeSnackbar } from './NoticeSnackbar';

export interface SaveSuccessNoticeProps {
  open: boolean;
  onClose(): void;
}

/** '保存しました', the one answer every settings screen gives to a successful save. */
export function SaveSuccessNotice({ open, onClose }: SaveSuccessNoticeProps) {
  return <NoticeSnackbar notice={open ? { severity: 'success', message: labels.notice.saved } : null} onClose={onClose} />;
}
