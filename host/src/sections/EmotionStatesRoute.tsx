import { LoadingSpinner } from 'shared-ui';
import { RemoteView } from './RemoteView';

/** /chatsettings/emotionstates shows avatarsettings' emotion states screen (SPEC §2: both readings stand). */
export function EmotionStatesRoute() {
  return <RemoteView section="avatarsettings" exposed="./EmotionStates" loading={<LoadingSpinner fullScreen />} />;
}
