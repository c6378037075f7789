import { screen } from '@testing-library/react';
import type { DetailAiSettingsResponse } from 'shared-contracts';
import { renderWithProviders } from 'shared-ui/testing';
import { DetailAiSettingsRoute } from './detail-ai-settings';
import { installFakeApi, json, type FakeApi } from '../testing/fake-api';

/** A fresh fake API answering GET detail-ai-settings with `stored`, and empty local storage: each test's start. */
export function fakeDetailAiApi(stored: DetailAiSettingsResponse): FakeApi {
  window.localStorage.clear();
  return installFakeApi().on('GET', 'detail-ai-settings', () => json(200, stored));
}

/** AI詳細設定 rendered and its form loaded. */
export async function renderLoaded() {
  const view = renderWithProviders(<DetailAiSettingsRoute />, { path: '/chatsettings/detailaisettings' });
  await screen.findByRole('form', { name: 'AI詳細設定' });
  return view;
}

export const saveButton = () => screen.getByRole('button', { name: '保存' });
