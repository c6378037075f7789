import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from 'shared-auth';
import { qaQuestionSchema, teachKnowledgeRequestSchema, type TeachCheckResponse, type TeachKnowledgeResponse, type TeachMode } from 'shared-contracts';
import { teachKnowledgeLabels } from './labels';
import { checkTeach, searchQaCandidates, teachKnowledge, type QaCandidate } from './teach-knowledge-api';

export type TeachDuplicate = NonNullable<TeachCheckResponse['duplicate']>;

export type TeachField = 'question' | 'answer' | 'item_id';
export type TeachFieldErrors = Partial<Record<TeachField, string>>;

export type QaSearchState =
  | { status: 'idle' }
  | { status: 'loading'; candidates: QaCandidate[] | null }
  | { status: 'done'; candidates: QaCandidate[] }
  | { status: 'error'; message: string; candidates: QaCandidate[] | null };

export interface UseTeachKnowledgeOptions {
  /** The visitor's question as they wrote it. */
  question: string;
  /** The visitor message it came from, so the conversation can show it was taught. */
  messageId?: string;
  onTaught?(result: TeachKnowledgeResponse): void;
}

const TEACH_FIELDS: readonly string[] = ['question', 'answer', 'item_id'] satisfies TeachField[];
const isTeachField = (key: string): key is TeachField => TEACH_FIELDS.includes(key);

/** A Q&A question is one line: a visitor's line breaks become spaces. */
function asOneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

function candidatesOf(state: QaSearchState): QaCandidate[] | null {
  return state.status === 'idle' ? null : state.candidates;
}

/**
 * The state of 「ナレッジに追加」: the way chosen (a new Q&A, or a phrasing of an existing one), its
 * fields checked by the shared contract (the API's own Japanese messages), the search for a Q&A to
 * join, and the API's verdict on whether the agent now answers the question.
 */
export function useTeachKnowledge({ question: visitorQuestion, messageId, onTaught }: UseTeachKnowledgeOptions) {
  const [mode, setModeState] = useState<TeachMode>('new_qa');
  const [question, setQuestionState] = useState(() => asOneLine(visitorQuestion));
  const [answer, setAnswerState] = useState('');
  const [itemId, setItemIdState] = useState<string | null>(null);
  const [searchText, setSearchText] = useState(() => asOneLine(visitorQuestion));
  const [search, setSearch] = useState<QaSearchState>({ status: 'idle' });
  const [errors, setErrors] = useState<TeachFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<TeachKnowledgeResponse | null>(null);
  const [duplicate, setDuplicate] = useState<TeachDuplicate | null>(null);
  // Only the answer to the latest search is shown, however the answers arrive.
  const latestSearch = useRef(0);

  /**
   * Whether a Q&A already holds or answers the question: said before the owner writes an answer
   * (issue #40: two Q&As for one question contradicted each other). A check that fails says nothing:
   * the API's own 409 still refuses the duplicate.
   */
  const recheck = useCallback((text: string) => {
    const checked = qaQuestionSchema.safeParse(asOneLine(text));
    if (!checked.success) return;
    checkTeach(checked.data).then(setDuplicate, () => undefined);
  }, []);
  useEffect(() => {
    recheck(visitorQuestion);
  }, [recheck, visitorQuestion]);

  const clearError = (field: TeachField) => setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));

  const runSearch = useCallback((text: string) => {
    const query = text.trim();
    if (query === '') return;
    const ticket = latestSearch.current + 1;
    latestSearch.current = ticket;
    setSearch((current) => ({ status: 'loading', candidates: candidatesOf(current) }));
    searchQaCandidates(query).then(
      (candidates) => {
        if (latestSearch.current === ticket) setSearch({ status: 'done', candidates });
      },
      (error: unknown) => {
        if (latestSearch.current !== ticket) return;
        const message = error instanceof Error ? error.message : '';
        setSearch((current) => ({ status: 'error', message, candidates: candidatesOf(current) }));
      },
    );
  }, []);

  function setMode(next: TeachMode) {
    setModeState(next);
    setErrors({});
    setFailure(null);
    // The search starts from the question itself, the first time the owner looks for a Q&A to join.
    if (next === 'add_phrasing' && search.status === 'idle') runSearch(searchText);
  }

  /** 言い換えとして追加 to the Q&A that already answers the question: chosen, and listed first. */
  function addToDuplicate() {
    if (!duplicate) return;
    const chosen: QaCandidate = { item_id: duplicate.item_id, item_title: duplicate.title, heading: '', text: '', score: 0 };
    latestSearch.current += 1;
    setSearch((current) => {
      const others = (candidatesOf(current) ?? []).filter((candidate) => candidate.item_id !== chosen.item_id);
      return { status: 'done', candidates: [chosen, ...others] };
    });
    setModeState('add_phrasing');
    setItemIdState(duplicate.item_id);
    setErrors({});
    setFailure(null);
  }

  function submit() {
    if (pending) return;
    setFailure(null);
    const base = { question, ...(messageId === undefined ? {} : { message_id: messageId }) };
    if (mode === 'add_phrasing' && itemId === null) {
      const checked = qaQuestionSchema.safeParse(question);
      setErrors({ item_id: teachKnowledgeLabels.chooseItem, question: checked.success ? undefined : checked.error.issues[0]?.message });
      return;
    }
    const parsed = teachKnowledgeRequestSchema.safeParse(
      mode === 'new_qa' ? { mode, ...base, answer } : { mode, ...base, item_id: itemId ?? '' },
    );
    if (!parsed.success) {
      const found: TeachFieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (isTeachField(field) && found[field] === undefined) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setPending(true);
    teachKnowledge(parsed.data).then(
      (taught) => {
        setPending(false);
        setResult(taught);
        onTaught?.(taught);
      },
      (error: unknown) => {
        setPending(false);
        // A Q&A made meanwhile holds the question (409): say which, with the ways out.
        if (error instanceof ApiRequestError && error.status === 409) recheck(question);
        const fields = error instanceof ApiRequestError ? error.fields : {};
        const atFields: TeachFieldErrors = {};
        for (const [key, message] of Object.entries(fields)) if (isTeachField(key)) atFields[key] = message;
        setErrors(atFields);
        if (Object.keys(atFields).length === 0) {
          setFailure(`${teachKnowledgeLabels.failed}: ${error instanceof Error ? error.message : ''}`);
        }
      },
    );
  }

  return {
    mode,
    setMode,
    question,
    setQuestion(value: string) {
      setQuestionState(value);
      clearError('question');
    },
    answer,
    setAnswer(value: string) {
      setAnswerState(value);
      clearError('answer');
    },
    itemId,
    setItemId(value: string) {
      setItemIdState(value);
      clearError('item_id');
    },
    searchText,
    setSearchText,
    search,
    runSearch,
    errors,
    failure,
    pending,
    result,
    submit,
    duplicate,
    addToDuplicate,
  };
}
