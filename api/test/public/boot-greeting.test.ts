import { runInNewContext } from 'node:vm';
import { widgetBootSchema } from 'shared-contracts';
import { appWithOwner } from '../chatsettings/owner-client';
import { testDatabase } from '../helper';
import { PUBLIC_APP_OPTIONS, widgetPath } from './public-fixtures';

describe(`widget.js carries each page's greeting for the bubble (${testDatabase})`, () => {
  const { t, owner, agentId } = appWithOwner(PUBLIC_APP_OPTIONS);

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

    expect((await bootOf()).page_rules).toEqual([
      { pattern: 'https://shop.example.com/checkout/*', action: 'hide' },
      { pattern: 'https://shop.example.com/sale/*', action: 'greeting', message: 'もりのね案内係がセール品をご案内します' },
      { pattern: 'https://shop.example.com/help', action: 'open_automatically' },
    ]);
    const config = await t.app.inject({ method: 'GET', url: `${widgetPath(agentId(), 'config')}?page=${encodeURIComponent('https://shop.example.com/sale/coffee')}` });
    expect(config.json<{ agent: { greeting: string } }>().agent.greeting).toBe('もりのね案内係がセール品をご案内します');
  });
});
