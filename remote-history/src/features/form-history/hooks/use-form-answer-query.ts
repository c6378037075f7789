import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListToolbarQueryProps } from 'shared-ui';
import { withPeriodRange } from '../../../history-list/utils/list-params';
import {
  ANSWER_PARAM,
  FORM_ANSWER_FILTER_DEFAULTS,
  formAnswerApiQuery,
  formAnswerQueryProblems,
  formAnswerSearchParams,
  readFormAnswerListState,
  type FormAnswerListState,
} from '../utils/form-answer-list-query';

type Change = Partial<Omit<FormAnswerListState, 'page'>>;

/**
 * The list's query and the open answer, read from and written to the URL's search (reload, Back
 * and a shared link keep the view). Any change but the page starts again from page 1; each change
 * is applied to the URL as it is when it lands (a keyword that settles after a pause must not undo
 * a filter chosen meanwhile).
 */
export function useFormAnswerQuery() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readFormAnswerListState(params), [params]);
  const problems = useMemo(() => formAnswerQueryProblems(state), [state]);
  const apiQuery = useMemo(() => formAnswerApiQuery(state), [state]);
  const answerId = params.get(ANSWER_PARAM);

  const update = (change: (current: FormAnswerListState) => FormAnswerListState, answer: (current: string | null) => string | null = (current) => current) =>
    setParams((current) => formAnswerSearchParams(change(readFormAnswerListState(current)), answer(current.get(ANSWER_PARAM))));
  const refine = (change: Change) =>
    update((current) => {
      const next = withPeriodRange({ ...current, ...change, page: 1 });
      // A version belongs to the form it was chosen with.
      return next.form_id === current.form_id || 'version' in change ? next : { ...next, version: '' };
    });

  const toolbar: ListToolbarQueryProps = {
    limit: state.limit,
    onLimitChange: (limit) => refine({ limit }),
    sortOrder: state.sort_order,
    onSortOrderChange: (sort_order) => refine({ sort_order }),
    search: state.q,
    onSearchChange: (q) => refine({ q }),
  };

  return {
    state,
    /** What the contract refuses, by field: nothing is sent until it is fixed. */
    problems,
    valid: Object.keys(problems).length === 0,
    apiQuery,
    /** The answer open in the detail (`answer`), or null. */
    answerId,
    /** `?…` of this view with an answer open: a row's link. */
    answerHref: (id: string) => `?${formAnswerSearchParams(state, id).toString()}`,
    openAnswer: (id: string) => update((current) => current, () => id),
    closeAnswer: () => update((current) => current, () => null),
    setPage: (page: number) => update((current) => ({ ...current, page })),
    refine,
    chooseForm: (form_id: string) => update((current) => ({ ...current, form_id, version: '', page: 1 }), () => null),
    /** 条件をクリア: every filter back to its default; the form, page size and order stay. */
    clearFilters: () => update((current) => ({ ...current, ...FORM_ANSWER_FILTER_DEFAULTS, page: 1 })),
    toolbar,
  };
}
