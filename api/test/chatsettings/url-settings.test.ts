import { URL_SETTINGS_DEFAULTS, type UrlSettingsRequest, urlSettingsResponseSchema } from 'shared-contracts';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { type OwnerClient, ownerClient, refusal } from './owner-client';

const SAVED: UrlSettingsRequest = {
  restrict_origins: true,
  allowed_origins: ['https://Shop.Example.com:443/', 'http://localhost:8080'],
  page_rules: [
    { pattern: 'https://shop.example.com/checkout/*', action: { type: 'hide' } },
    { pattern: 'https://shop.example.com/sale/*', action: { type: 'greeting', message: '{visitor_name}様、セール中です！' } },
    { pattern: 'https://shop.example.com/help', action: { type: 'open_automatically' } },
  ],
};

describe(`link settings and the embed snippet (${testDatabase})`, () => {
  let t: TestContext;
  let owner: OwnerClient;
  let other: OwnerClient;
  let agentId: string;
  beforeAll(async () => {
    t = await createTestContext({ publicApiUrl: 'https://api.example.jp', publicWidgetUrl: 'https://widget.example.jp/' }, { persistent: true });
    const session = await t.ownerSession();
    agentId = session.owner.agentId;
    owner = ownerClient(t, session);
    other = ownerClient(t, await t.ownerSession());
  });
  afterAll(() => t?.close());

  const embed = () => ({
    agent_id: agentId,
    script_url: `https://widget.example.jp/api/v1/public/widget/${agentId}/widget.js`,
    snippet: `<script src="https://widget.example.jp/api/v1/public/widget/${agentId}/widget.js" data-agent-id="${agentId}" async></script>`,
  });

  it("answers the defaults with the owner's embed snippet before the first save", async () => {
    const body = urlSettingsResponseSchema.strict().parse((await owner.get('url-settings')).json());
    expect(body).toEqual({ ...URL_SETTINGS_DEFAULTS, embed: embed(), updated_at: null });
  });

  it('answers the embed snippet on its own', async () => {
    expect((await owner.get('embed-snippet')).json()).toEqual(embed());
    expect((await other.get('embed-snippet')).json()).not.toEqual(embed());
  });

  it('saves allowed sites in canonical form and page rules in their order', async () => {
    const response = await owner.put('url-settings', SAVED);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      restrict_origins: true,
      allowed_origins: ['https://shop.example.com', 'http://localhost:8080'],
      page_rules: SAVED.page_rules,
      embed: embed(),
      updated_at: expect.any(String),
    });
    expect((await owner.get('url-settings')).json()).toEqual(response.json());
  });

  it.each([
    ['restriction without sites', { ...SAVED, allowed_origins: [] }, 'allowed_origins', '許可するサイトを1つ以上追加するか、サイトの制限をオフにしてください'],
    ['a site with a path', { ...SAVED, allowed_origins: ['https://example.com/shop'] }, 'allowed_origins.0', 'パスは含めず、https://example.com のようにサイトのアドレスまでを入力してください'],
    ['the same site twice', { ...SAVED, allowed_origins: ['https://example.com', 'https://EXAMPLE.com/'] }, 'allowed_origins.1', 'https://example.com はすでに追加されています'],
    ['a page rule without a scheme', { ...SAVED, page_rules: [{ pattern: 'example.com/*', action: { type: 'hide' } }] }, 'page_rules.0.pattern', 'ページのURLは http:// または https:// で始めてください（例: https://example.com/private/*）'],
    ['a greeting with an unknown variable', { ...SAVED, page_rules: [{ pattern: 'https://a.example/*', action: { type: 'greeting', message: '{お名前}様' } }] }, 'page_rules.0.action.message', '使えない変数があります: {お名前}。使える変数は {agent_name} {visitor_name} {date} {time} です'],
  ])('refuses %s with the message the form shows', async (_label, body, field, message) => {
    expect(refusal(await owner.put('url-settings', body))).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
  });

  it("keeps one owner's link settings from another", async () => {
    expect((await other.get('url-settings')).json()).toMatchObject({ ...URL_SETTINGS_DEFAULTS, updated_at: null });
  });

  it('keeps the settings across a restart', async () => {
    const before = (await owner.get('url-settings')).json();
    await t.restart();
    expect((await owner.get('url-settings')).json()).toEqual(before);
  });
});

describe(`the embed snippet without a widget URL (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ publicApiUrl: 'https://api.example.jp' });
  });
  afterAll(() => t?.close());

  it('loads the widget from the API', async () => {
    const session = await t.ownerSession();
    expect((await ownerClient(t, session).get('embed-snippet')).json()).toMatchObject({
      script_url: `https://api.example.jp/api/v1/public/widget/${session.owner.agentId}/widget.js`,
    });
  });
});
