import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, type FakeApi, type FakeHandler } from 'shared-auth/testing';
import { CONTACT_COLUMNS, FORMS, answer, detail, page } from './form-answer-fixtures';

/** What the fake API answers for フォーム回答履歴, each part replaceable by a test. */
export interface FormHistoryApi {
  forms?: FakeHandler;
  columns?: FakeHandler;
  list?: FakeHandler;
  stats?: FakeHandler;
  detail?: FakeHandler;
}

export function serveFormHistory(api: FakeApi, handlers: FormHistoryApi = {}): void {
  // Registered first, so the fixed paths below (count, forms, export) are matched before it.
  api.on('GET', 'form-answers/:id', handlers.detail ?? ((_request, params) => json(200, detail(1, { id: params.id ?? '' }))));
  api.on('GET', 'form-answers', handlers.list ?? (() => json(200, page([answer(1), answer(2)]))));
  api.on('GET', 'form-answers/forms', handlers.forms ?? (() => json(200, { data: FORMS })));
  api.on('GET', 'form-answers/forms/:id', handlers.columns ?? (() => json(200, CONTACT_COLUMNS)));
  api.on('GET', 'form-answers/forms/:id/stats', handlers.stats ?? (() => json(200, { offered: 40, answered: 10, rate: 0.25 })));
}

export function paramsOf(api: FakeApi, method: string, path: string) {
  return api.sent(method, path).map((request) => Object.fromEntries(new URLSearchParams(request.search)));
}

export function urlParams(router: { state: { location: { search: string } } }) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

export async function choose(label: string, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

export const FIRST_PAGE = { page: '1', limit: '50', sort_by: 'created_at', sort_order: 'desc' };
