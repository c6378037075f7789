import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { messageOf } from './error-message';
import type { WeeklyReportLink } from 'shared-contracts';
import { LoadingSpinner, TeachKnowledgeDialog } from 'shared-ui';
import { labels } from '../labels';
import { DashboardPage } from '../pages/dashboard/DashboardPage';
import { weeklyReportApi } from './weekly-report-api';

const t = labels.mailLink;

/** Where a link of the weekly report opens, once the API has said what it is (sections are reached by path, never imported). */
export function pathOfLink(link: WeeklyReportLink): string | null {
  if (link.kind === 'proposals') return '/chatsettings/knowledgedatastore';
  if (link.kind === 'analytics') return `/analytics?${new URLSearchParams({ period: 'custom', from: link.from, to: link.to }).toString()}`;
  return null;
}

/**
 * /mail-link?token=…: a link of the weekly report mail, opened after sign-in if needed (the guard
 * brings the owner back here). The token is resolved by the API for the signed-in owner only; a
 * teach link opens 「ナレッジに追加」 for the question over the dashboard, the others go to their page.
 */
export function MailLinkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [link, setLink] = useState<WeeklyReportLink | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    weeklyReportApi
      .link(token)
      .then((resolved) => {
        if (!current) return;
        const path = pathOfLink(resolved);
        if (path) void navigate(path, { replace: true });
        else setLink(resolved);
      })
      .catch((failure: unknown) => {
        if (current) setError(messageOf(failure));
      });
    return () => {
      current = false;
    };
  }, [token, navigate]);

  if (error) {
    return (
      <Box sx={{ maxWidth: 640, mx: 'auto', mt: 6 }}>
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void navigate('/', { replace: true })}>
              {t.toDashboard}
            </Button>
          }
        >
          <AlertTitle>{t.failedTitle}</AlertTitle>
          {error}
        </Alert>
      </Box>
    );
  }
  if (!link) return <LoadingSpinner text={t.opening} />;
  return (
    <>
      <DashboardPage />
      <TeachKnowledgeDialog question={link.question ?? ''} messageId={link.message_id ?? undefined} onClose={() => void navigate('/', { replace: true })} />
    </>
  );
}
