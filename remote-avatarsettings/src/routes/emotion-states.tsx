import { NotAvailableYet } from 'shared-ui';
import { labels } from '../labels';

// Also rendered by the host at /chatsettings/emotionstates (through ../emotion-states.tsx), so this
// screen reads nothing from the route it sits under.
export function EmotionStatesRoute() {
  return <NotAvailableYet title={labels.emotionStates} />;
}
