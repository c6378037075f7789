import { BASIC_AGENT_SETTINGS_DEFAULTS, FIXED_MESSAGES_DEFAULTS } from 'shared-contracts';
import { renderFixedMessage, renderMessage } from '#src/domains/agent/steps/fixed-message';

describe('fixed messages', () => {
  const now = new Date('2026-11-21T05:30:00Z');

  it('fills the variables on the owner’s clock', () => {
    expect(renderMessage('{agent_name}より{visitor_name}へ {date} {time}', { agentName: 'サポート', visitorName: '山田', now, timeZone: 'Asia/Tokyo' })).toBe(
      'サポートより山田へ 2026年11月21日 14:30',
    );
  });

  it('says お客様 without a signed-in name, and renders the owner’s fixed message', () => {
    expect(renderMessage('{visitor_name}', { agentName: 'x', visitorName: null, now, timeZone: 'Asia/Tokyo' })).toBe('お客様');
    const fixed = { ...FIXED_MESSAGES_DEFAULTS, messages: { ...FIXED_MESSAGES_DEFAULTS.messages, fallback: '{agent_name}にはわかりません' } };
    expect(renderFixedMessage(fixed, 'fallback', { ...BASIC_AGENT_SETTINGS_DEFAULTS, name: 'ミカ' }, null, now)).toBe('ミカにはわかりません');
  });
});
