import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { FormSkeleton, LoadErrorAlert, PageTitle, useNotice, useSavedOnArrival } from 'shared-ui';
import { paths } from '../../../paths';
import { useForm } from '../api/get-form';
import { labels } from '../labels';
import { FormBuilder } from './FormBuilder';

export interface FormBuilderScreenProps {
  /** The form to edit; undefined registers a new one. */
  id: string | undefined;
}

function LoadingLayout() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 340px', gap: 4 }}>
      <FormSkeleton sections={3} fields={3} />
      <Box>
        <Skeleton variant="text" width={120} sx={{ fontSize: '1rem', mb: 1 }} />
        <Skeleton variant="rounded" height={480} sx={{ borderRadius: 3 }} />
      </Box>
    </Box>
  );
}

/** One page serves register and edit (SPEC §2): the id tells them apart. */
export function FormBuilderScreen({ id }: FormBuilderScreenProps) {
  const query = useForm(id);
  const notice = useNotice();
  const t = labels.builder;

  // A new form is saved on /register and opened on /edit/:id, which says it was saved.
  useSavedOnArrival(notice.showSaved);

  const saved = query.data;
  const description = saved ? (
    <>
      {t.versionInfo(saved.version, saved.answer_count)}
      <br />
      {t.versionNote}
    </>
  ) : (
    t.description
  );

  return (
    <>
      <PageTitle
        title={id === undefined ? t.registerTitle : t.editTitle}
        description={description}
        actions={
          <Button component={RouterLink} to={paths.makeForms} startIcon={<ArrowBackIcon />}>
            {t.backToList}
          </Button>
        }
      />
      {id !== undefined && query.isPending ? <LoadingLayout /> : null}
      {id !== undefined && query.isError ? (
        <LoadErrorAlert loadFailed={t.loadFailed} error={query.error} retry={t.retry} onRetry={() => void query.refetch()} />
      ) : null}
      {id === undefined ? <FormBuilder key="new" form={null} notice={notice} /> : null}
      {id !== undefined && saved ? <FormBuilder key={id} form={saved} notice={notice} /> : null}
      {notice.element}
    </>
  );
}
