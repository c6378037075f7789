/** The agent runtime: what the public widget API and the owner's /chatui use. */
export { AnswerInterrupted, runTurn, TurnRefusedError, type AgentDeps, type TurnEvent, type TurnInput } from './run-turn';
export {
  getMessageTrace,
  listMessages,
  setFeedback,
  startOrResumeConversation,
  type StartConversationInput,
  type StartedConversation,
} from './conversations';
export { warmUpAgentRuntime } from './warm-up';
export { previewAnswer, type AnswerPreview } from './preview-answer';
