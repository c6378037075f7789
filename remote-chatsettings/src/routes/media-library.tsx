import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

export function MediaLibraryRoute() {
  return <NotAvailableYet title={labels.mediaLibrary} />;
}
