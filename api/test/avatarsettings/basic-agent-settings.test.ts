import { BASIC_AGENT_SETTINGS_DEFAULTS, type BasicAgentSettings, basicAgentSettingsResponseSchema } from 'shared-contracts';
import { appWithTwoOwners, refusal } from '../chatsettings/owner-client';
import { testDatabase } from '../helper';

const SAVED: BasicAgentSettings = {
  name: 'さくら',
  description: '春野不動産の物件案内をします。',
  persona: { tone: 'friendly', first_person: 'わたし', visitor_address: '{visitor_name}さん' },
  language: 'ja',
  greeting: '{visitor_name}さん、こんにちは！{agent_name}です。',
};

describe(`basic agent settings (${testDatabase})`, () => {
  const { t, owner, other } = appWithTwoOwners();

  it('answers the defaults before the first save', async () => {
    const response = await owner.get('basic-agent-settings');
    expect(response.statusCode).toBe(200);
    expect(basicAgentSettingsResponseSchema.strict().parse(response.json())).toEqual({ ...BASIC_AGENT_SETTINGS_DEFAULTS, updated_at: null });
  });

  it('saves the settings, trimmed, and answers them back', async () => {
    const response = await owner.put('basic-agent-settings', { ...SAVED, name: '  さくら ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...SAVED, updated_at: expect.any(String) });
    expect((await owner.get('basic-agent-settings')).json()).toEqual(response.json());
  });

  it.each([
    ['an empty name', { name: '' }, 'name', 'エージェント名を入力してください'],
    ['a 31-character name', { name: 'あ'.repeat(31) }, 'name', 'エージェント名は30文字以内で入力してください'],
    ['a 201-character description', { description: 'あ'.repeat(201) }, 'description', '説明は200文字以内で入力してください'],
    ['an 11-character first person', { persona: { ...SAVED.persona, first_person: 'あ'.repeat(11) } }, 'persona.first_person', '一人称は10文字以内で入力してください'],
    ['an unknown tone', { persona: { ...SAVED.persona, tone: 'rude' } }, 'persona.tone', '話し方を選んでください'],
    ['French', { language: 'fr' }, 'language', '言語を選んでください'],
    ['an unknown variable', { greeting: '{名前}さん' }, 'greeting', '使えない変数があります: {名前}。使える変数は {agent_name} {visitor_name} {date} {time} です'],
  ])('refuses %s with the message the form shows', async (_label, change, field, message) => {
    const response = await owner.put('basic-agent-settings', { ...SAVED, ...change });
    expect(refusal(response)).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
  });

  it("keeps one owner's agent from another", async () => {
    expect((await other.get('basic-agent-settings')).json()).toEqual({ ...BASIC_AGENT_SETTINGS_DEFAULTS, updated_at: null });
    await other.put('basic-agent-settings', { ...SAVED, name: 'ほかのエージェント' });
    expect((await owner.get('basic-agent-settings')).json()).toMatchObject({ name: 'さくら' });
  });

  it('needs a signed-in owner', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/basic-agent-settings' })).statusCode).toBe(401);
  });
});
