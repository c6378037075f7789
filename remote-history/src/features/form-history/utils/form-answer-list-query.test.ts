import { CONTACT_COLUMNS } from '../testing/form-answer-fixtures';
import { arrangeColumns } from './column-preferences';
import { FORM_ANSWER_LIST_DEFAULTS, formAnswerApiQuery, formAnswerQueryProblems, formAnswerSearchParams, readFormAnswerListState } from './form-answer-list-query';

const read = (search: string) => readFormAnswerListState(new URLSearchParams(search));
const FORM = '00000000-f0f0-4000-8000-000000000001';

describe('フォーム回答履歴: the list query in the URL', () => {
  it('is the SPEC defaults for a plain URL, and writes nothing for them', () => {
    expect(read('')).toEqual(FORM_ANSWER_LIST_DEFAULTS);
    expect(formAnswerSearchParams(FORM_ANSWER_LIST_DEFAULTS).toString()).toBe('');
    expect(formAnswerApiQuery(FORM_ANSWER_LIST_DEFAULTS)).toEqual({ page: 1, limit: 50, sort_by: 'created_at', sort_order: 'desc' });
  });

  it('reads back what it writes, the form as `form` and the open answer beside it', () => {
    const search = `page=2&limit=100&sort_by=updated_at&sort_order=asc&form=${FORM}&period=custom&from=2026-11-01&to=2026-11-30&account=anonymous&version=3&q=%E8%A6%8B%E7%A9%8D&include_preview=true&answer=a1`;
    expect(formAnswerSearchParams(read(search), 'a1').toString()).toBe(search);
    expect(formAnswerApiQuery(read(search))).toMatchObject({ form_id: FORM, version: '3' });
  });

  it('keeps a version only with a form, and a range only with 期間を指定', () => {
    expect(read('?version=2')).toMatchObject({ form_id: '', version: '' });
    expect(read(`?form=${FORM}&version=x`)).toMatchObject({ version: '' });
    expect(read('?period=7d&from=2026-11-01')).toMatchObject({ period: '7d', from: '' });
  });

  it('refuses a form id that is not an id, with the contract message', () => {
    expect(formAnswerQueryProblems(read('?form=nope'))).toEqual({ form_id: 'IDの形式が正しくありません' });
  });
});

describe('表示項目', () => {
  it('puts columns in the owner’s order, forgets keys the form no longer has, and shows new fields after', () => {
    const arranged = arrangeColumns(CONTACT_COLUMNS.columns, { order: ['phone', 'gone', 'name'], hidden: ['name'] });
    expect(arranged.map((column) => [column.key, column.visible])).toEqual([
      ['phone', true],
      ['name', false],
      ['email', true],
      ['topic', true],
    ]);
  });
});
