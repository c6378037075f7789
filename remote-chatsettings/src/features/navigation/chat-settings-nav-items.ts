import { labels } from '../../labels';
import { paths } from '../../paths';

// The sub-screens of 会話設定 in SPEC's order. SectionNav marks the item with the longest matching
// prefix, so the overview is active only on /chatsettings itself.
export const chatSettingsNavItems = [
  { label: labels.overview, path: paths.chatSettings },
  { label: labels.quickReply, path: paths.quickReply },
  { label: labels.mediaLibrary, path: paths.mediaLibrary },
  { label: labels.fixedMessage, path: paths.fixedMessage },
  { label: labels.detailAiSettings, path: paths.detailAiSettings },
  { label: labels.knowledgeDataStore, path: paths.knowledgeDataStore },
  { label: labels.makeForms, path: paths.makeForms },
  { label: labels.forbiddenUrl, path: paths.forbiddenUrl },
  { label: labels.forbiddenWord, path: paths.forbiddenWord },
  { label: labels.lineLogin, path: paths.lineLogin },
  { label: labels.emotionStates, path: paths.emotionStates },
];
