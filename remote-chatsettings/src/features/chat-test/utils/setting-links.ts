import type { AnswerEngine } from 'shared-contracts';
import { paths } from '../../../paths';
import { labels as sectionLabels } from '../../../labels';

export interface SettingLink {
  /** The screen's name, as the section navigation says it. */
  screen: string;
  path: string;
}

/** The console screen whose setting made an answer of each kind, so the owner can go and change it. */
const SETTING_OF_ENGINE: Record<AnswerEngine, SettingLink> = {
  forbidden_word: { screen: sectionLabels.forbiddenWord, path: paths.forbiddenWord },
  quick_reply: { screen: sectionLabels.quickReply, path: paths.quickReply },
  fixed_message: { screen: sectionLabels.fixedMessage, path: paths.fixedMessage },
  // Business hours and the fallback message are both set on the fixed message screen.
  business_hours: { screen: sectionLabels.fixedMessage, path: paths.fixedMessage },
  fallback: { screen: sectionLabels.fixedMessage, path: paths.fixedMessage },
  form_trigger: { screen: sectionLabels.makeForms, path: paths.makeForms },
  knowledge_qa: { screen: sectionLabels.knowledgeDataStore, path: paths.knowledgeDataStore },
  knowledge_passages: { screen: sectionLabels.knowledgeDataStore, path: paths.knowledgeDataStore },
  // Candidates are offered from the Q&A: a phrasing added there makes the next such question sure.
  knowledge_candidates: { screen: sectionLabels.knowledgeDataStore, path: paths.knowledgeDataStore },
  llm: { screen: sectionLabels.detailAiSettings, path: paths.detailAiSettings },
  llm_error: { screen: sectionLabels.detailAiSettings, path: paths.detailAiSettings },
  // The server stopped mid-answer: no setting made it. An answer that takes long is mostly an AI's.
  interrupted: { screen: sectionLabels.detailAiSettings, path: paths.detailAiSettings },
};

export function settingLinkOf(engine: AnswerEngine): SettingLink {
  return SETTING_OF_ENGINE[engine];
}

export function knowledgeItemPath(itemId: string): string {
  return paths.knowledgeDataEdit.replace(':id', encodeURIComponent(itemId));
}
