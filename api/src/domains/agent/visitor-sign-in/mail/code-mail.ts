import { SIGN_IN_CODE_TTL_MINUTES } from 'shared-contracts';
import type { OutgoingMail } from './mail-sender';

/** The code mail, in Japanese: the code on its own line so a phone offers to copy it. */
export function codeMail(to: string, code: string, agentName: string | null): OutgoingMail {
  const site = agentName ? `「${agentName}」のチャット` : 'チャット';
  return {
    to,
    subject: `ログイン確認コード: ${code}`,
    text: [
      `${site}へのログインの確認コードです。`,
      '',
      code,
      '',
      `このコードを${SIGN_IN_CODE_TTL_MINUTES}分以内にチャット画面に入力してください。`,
      'お心当たりのない場合は、このメールを破棄してください。',
    ].join('\n'),
  };
}
