import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { FormSkeleton, LoadErrorAlert, PageTitle, useNotice } from 'shared-ui';
import { paths } from '../../../paths';
import { useLineLoginSettings } from '../api/get-line-login-settings';
import { labels } from '../labels';
import { LineLoginSettingsForm } from './LineLoginSettingsForm';

/** /chatsettings/linelogin */
export function LineLoginScreen() {
  const settings = useLineLoginSettings();
  const notice = useNotice();

  return (
    <>
      <PageTitle
        title={labels.title}
        description={labels.description}
        actions={
          <Button component={Link} to={paths.lineLoginAccountList} variant="outlined" startIcon={<PeopleAltOutlinedIcon />}>
            {labels.accountList}
          </Button>
        }
      />
      {settings.isPending ? (
        <FormSkeleton sections={2} fields={3} />
      ) : settings.isError ? (
        <LoadErrorAlert loadFailed={labels.loadFailed} error={settings.error} retry={labels.retry} onRetry={() => void settings.refetch()} />
      ) : (
        <LineLoginSettingsForm settings={settings.data} onSaved={notice.showSaved} onError={notice.showError} />
      )}
      {notice.element}
    </>
  );
}
