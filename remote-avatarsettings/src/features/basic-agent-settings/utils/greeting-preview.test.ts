import { BASIC_AGENT_SETTINGS_DEFAULTS } from 'shared-contracts';
import { greetingPreviewOf } from './greeting-preview';

describe('greetingPreviewOf', () => {
  it('fills {agent_name} with the name being typed and the other variables with samples', () => {
    const preview = greetingPreviewOf({ ...BASIC_AGENT_SETTINGS_DEFAULTS, name: 'さくら', greeting: '{visitor_name}さん、{agent_name}です。{date}' });
    expect(preview.greeting).toBe('山田 太郎さん、さくらです。2026年11月21日');
    expect(preview.agentName).toBe('さくら');
  });

  it('speaks the persona line in the chosen tone, first person and address', () => {
    expect(greetingPreviewOf({ persona: { tone: 'casual', first_person: '僕', visitor_address: '{visitor_name}さん' } }).personaSample).toBe(
      '山田 太郎さん、僕が案内するよ！',
    );
    expect(greetingPreviewOf(BASIC_AGENT_SETTINGS_DEFAULTS).personaSample).toBe('お客様、私がご案内いたします。');
  });

  it('keeps a sample name while the name field is empty', () => {
    expect(greetingPreviewOf({ name: '  ', greeting: '{agent_name}' }).greeting).toBe('AIアシスタント');
  });
});
