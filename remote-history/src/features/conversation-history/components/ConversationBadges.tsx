import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { SAMPLE_DATA_LABELS, type ConversationSummary } from 'shared-contracts';
import { conversationHistoryLabels } from '../labels';

type Badge = { key: string; label: string; title?: string; color: 'warning' | 'error' | 'info' | 'success' | 'default'; variant?: 'outlined' };

const b = conversationHistoryLabels.badges;

/** What needs the owner's eye in a conversation, at a glance: 未回答, 👎, フォーム送信, エラー, 確認済み; and what it is (テスト, サンプル). */
export function badgesOf(conversation: ConversationSummary): Badge[] {
  const badges: (Badge | null)[] = [
    conversation.unanswered_count > 0 ? { key: 'unanswered', label: b.unanswered, color: 'warning' } : null,
    conversation.feedback_down_count > 0
      ? { key: 'down', label: b.feedbackDown, title: b.feedbackDownLabel(conversation.feedback_down_count), color: 'error', variant: 'outlined' }
      : null,
    conversation.form_submitted ? { key: 'form', label: b.formSubmitted, color: 'info', variant: 'outlined' } : null,
    conversation.has_error ? { key: 'error', label: b.error, color: 'error' } : null,
    conversation.reviewed_at !== null ? { key: 'reviewed', label: b.reviewed, color: 'success', variant: 'outlined' } : null,
    conversation.preview ? { key: 'preview', label: b.preview, color: 'default', variant: 'outlined' } : null,
    // Marked on every row it fills, not only in the notice above the list.
    conversation.sample ? { key: 'sample', label: SAMPLE_DATA_LABELS.badge, title: b.sampleLabel, color: 'default', variant: 'outlined' } : null,
  ];
  return badges.filter((badge) => badge !== null);
}

export function ConversationBadges({ conversation }: { conversation: ConversationSummary }) {
  const badges = badgesOf(conversation);
  if (badges.length === 0) return null;
  return (
    <Box component="ul" aria-label={b.label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
      {badges.map((badge) => (
        <li key={badge.key}>
          <Chip
            size="small"
            label={badge.label}
            color={badge.color}
            variant={badge.variant ?? 'filled'}
            title={badge.title}
            aria-label={badge.title}
            data-testid="conversation-badge"
            sx={{ height: 22, fontSize: 12 }}
          />
        </li>
      ))}
    </Box>
  );
}
