import ky, { HTTPError, TimeoutError } from 'ky';
import { ApiRequestError, toApiRequestError } from '../src/errors';
import { jsonResponse } from './fake-api';

async function httpErrorOf(response: Response): Promise<unknown> {
  return ky('http://api.test/thing', { retry: 0, fetch: async () => response }).catch((e: unknown) => e);
}

describe('toApiRequestError', () => {
  it("keeps the API's own code, Japanese message and field messages", async () => {
    const error = await httpErrorOf(
      jsonResponse(422, { code: 'validation_failed', message: '入力内容を確認してください', fields: { email: 'メールアドレスの形式が正しくありません' } }),
    );
    expect(error).toBeInstanceOf(HTTPError);
    const result = await toApiRequestError(error);
    expect(result).toBeInstanceOf(ApiRequestError);
    expect(result).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: '入力内容を確認してください',
      fields: { email: 'メールアドレスの形式が正しくありません' },
    });
    expect(result.cause).toBe(error);
  });

  it('has no field messages when the API sent none', async () => {
    const result = await toApiRequestError(await httpErrorOf(jsonResponse(401, { code: 'invalid_credentials', message: 'ログインできません' })));
    expect(result.fields).toEqual({});
  });

  it.each([
    [500, 'サーバーでエラーが発生しました。しばらく待ってからもう一度お試しください。'],
    [502, 'サーバーでエラーが発生しました。しばらく待ってからもう一度お試しください。'],
    [403, 'この操作を行う権限がありません。'],
    [404, 'お探しの情報が見つかりませんでした。'],
    [429, 'リクエストが集中しています。しばらく待ってからもう一度お試しください。'],
    [418, 'リクエストを処理できませんでした。もう一度お試しください。'],
  ])('gives a Japanese message by status %i when the body is not the API error shape', async (status, message) => {
    const result = await toApiRequestError(await httpErrorOf(new Response('<html>Bad Gateway</html>', { status })));
    expect(result).toMatchObject({ status, code: `http_${status}`, message });
  });

  it('explains a network failure in Japanese', async () => {
    const result = await toApiRequestError(new TypeError('Failed to fetch'));
    expect(result).toMatchObject({
      status: null,
      code: 'network_error',
      message: 'サーバーに接続できません。通信環境を確認してもう一度お試しください。',
    });
  });

  it('explains a time-out in Japanese', async () => {
    const result = await toApiRequestError(new TimeoutError(new Request('http://api.test/slow')));
    expect(result).toMatchObject({ status: null, code: 'timeout', message: 'サーバーからの応答がありません。しばらく待ってからもう一度お試しください。' });
  });

  it('explains an aborted call in Japanese', async () => {
    const result = await toApiRequestError(new DOMException('The operation was aborted.', 'AbortError'));
    expect(result).toMatchObject({ status: null, code: 'aborted', message: '通信が中断されました。もう一度お試しください。' });
  });

  it('falls back to a general Japanese message for anything else', async () => {
    const result = await toApiRequestError('boom');
    expect(result).toMatchObject({ status: null, code: 'unknown_error', message: '予期しないエラーが発生しました。もう一度お試しください。' });
  });

  it('passes an ApiRequestError through unchanged', async () => {
    const original = new ApiRequestError({ status: 400, code: 'x', message: 'だめです' });
    await expect(toApiRequestError(original)).resolves.toBe(original);
  });
});
