import { runInNewContext } from 'node:vm';
import { firstBootPageRule, widgetBootSchema } from 'shared-contracts';
import { appWithOwner } from '../chatsettings/owner-client';
import { testDatabase } from '../helper';
import { PUBLIC_APP_OPTIONS, widgetPath } from './public-fixtures';

describe(`widget.js carries each page's greeting for the bubble (${testDatabase})`, () => {
  const { t, owner, agentId, ownerSession } = appWithOwner(PUBLIC_APP_OPTIONS);

  const bootOf = async () => {
    const response = await t.app.inject({ method: 'GET', url: widgetPath(agentId(), 'widget.js') });
    expect(response.statusCode).toBe(200);
    const sandbox: { window: Record<string, unknown> } = { window: {} };
    // The prefix line alone (the loader after it needs a DOM).
    runInNewContext(response.body.slice(0, response.body.indexOf('\n')), sandbox);
    return widgetBootSchema.strict().parse((sandbox.window.__avatarChatBoot as Record<string, unknown>)[agentId()]);
  };

  it('fills in the variables as the frame greeting does, and sends no message for other rules', async () => {
    const basic = (await owner.get('basic-agent-settings')).json<Record<string, unknown>>();
    delete basic.updated_at;
    expect((await owner.put('basic-agent-settings', { ...basic, name: 'もりのね案内係' })).statusCode).toBe(200);
    expect((await owner.put('url-settings', {
      restrict_origins: false,
      allowed_origins: [],
      page_rules: [
        { pattern: 'https://shop.example.com/checkout/*', action: { type: 'hide' } },
        { pattern: 'https://shop.example.com/sale/*', action: { type: 'greeting', message: '{agent_name}がセール品をご案内します' } },
        { pattern: 'https://shop.example.com/help', action: { type: 'open_automatically' } },
      ],
    })).statusCode).toBe(200);

    const rules = (await bootOf()).page_rules;
    expect(rules).toEqual([
      { match: expect.any(String), action: 'hide' },
      { match: expect.any(String), action: 'greeting', message: 'もりのね案内係がセール品をご案内します' },
      { match: expect.any(String), action: 'open_automatically' },
    ]);
    // Each page finds its own rule, as the loader finds it.
    const ruleFor = (page: string) => firstBootPageRule(rules, new URL(page))?.action ?? null;
    expect(ruleFor('https://shop.example.com/checkout/pay')).toBe('hide');
    expect(ruleFor('https://shop.example.com/sale/coffee')).toBe('greeting');
    expect(ruleFor('https://shop.example.com/help/')).toBe('open_automatically');
    expect(ruleFor('https://shop.example.com/help/contact')).toBeNull();
    const config = await t.app.inject({ method: 'GET', url: `${widgetPath(agentId(), 'config')}?page=${encodeURIComponent('https://shop.example.com/sale/coffee')}` });
    expect(config.json<{ agent: { greeting: string } }>().agent.greeting).toBe('もりのね案内係がセール品をご案内します');
  });

  it('leaves out a stored rule whose pattern no longer compiles, so the first match stays the one the URL settings make', async () => {
    // Written past the URL settings' schema, as a row saved before a pattern rule was tightened.
    await t.app.repositories.agentSettings.save(ownerSession().owner, 'url_settings', {
      document: {
        restrict_origins: false,
        allowed_origins: [],
        page_rules: [
          { pattern: 'https://exa*mple.com/*', action: { type: 'hide' } },
          { pattern: 'https://shop.example.com/*', action: { type: 'open_automatically' } },
        ],
      },
    });
    const rules = (await bootOf()).page_rules;
    expect(rules).toEqual([{ match: expect.any(String), action: 'open_automatically' }]);
    expect(firstBootPageRule(rules, new URL('https://shop.example.com/a'))?.action).toBe('open_automatically');
  });
});
