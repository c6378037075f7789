import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHRASING_PROPOSAL_STRONG_VISITORS, type PhrasingProposal, phrasingProposalSchema } from 'shared-contracts';
import { installFakeApi, json } from 'shared-auth/testing';
import { PhrasingProposalItems } from '../src/phrasing-proposals/PhrasingProposalItems';
import { conversationTranscriptPath, isStrongProposal } from '../src/phrasing-proposals/proposal-evidence';
import { renderWithTheme } from './render';

jest.setTimeout(30_000);

const ME = { name: '山田 花子', email: 'hanako@example.com', agent_id: 'agt_demo', plan: 'standard', time_zone: 'Asia/Tokyo' };

function proposal(n: number, text: string, itemQuestion: string, visitors: number, presses = visitors): PhrasingProposal {
  return {
    id: `00000000-0000-4000-8000-00000000a00${n}`,
    item_id: `00000000-0000-4000-8000-00000000b00${n}`,
    item_question: itemQuestion,
    text,
    press_count: presses,
    visitor_count: visitors,
    pressed_at: '2026-11-20T03:00:00.000Z',
    conversation_id: `00000000-0000-4000-8000-00000000c00${n}`,
    message_id: `00000000-0000-4000-8000-00000000d00${n}`,
  };
}

// Several visitors chose it: offered as the thing to do. One visitor chose it: offered plainly, read the conversation first.
const STRONG = proposal(1, '送料はかかりますか', '送料はいくらですか', 3, 4);
const WEAK = proposal(2, 'コンビニで払えますか', '支払い方法は何がありますか', 1);

function show(props: Partial<Parameters<typeof PhrasingProposalItems>[0]> = {}) {
  const confirm = jest.fn(async (id: string) => ({ item_id: id, answered: true, answer_preview: '', also_answers: [] }));
  const reject = jest.fn(async () => undefined);
  const notice = { showSuccess: jest.fn(), showError: jest.fn() };
  renderWithTheme(<PhrasingProposalItems items={[STRONG, WEAK]} confirm={confirm} reject={reject} notice={notice} {...props} />);
  return { confirm, reject, notice, strong: screen.getByRole('listitem', { name: STRONG.text }), weak: screen.getByRole('listitem', { name: WEAK.text }) };
}

describe('isStrongProposal', () => {
  it('is strong from two different visitors, whatever the presses', () => {
    expect(PHRASING_PROPOSAL_STRONG_VISITORS).toBe(2);
    expect(isStrongProposal({ visitor_count: 1 })).toBe(false);
    expect(isStrongProposal({ visitor_count: 2 })).toBe(true);
    expect(isStrongProposal({ visitor_count: 7 })).toBe(true);
    // One visitor pressing five times is still one visitor.
    expect(isStrongProposal(proposal(3, '駐車場ある？', '駐車場はありますか', 1, 5))).toBe(false);
  });

  it('reads a proposal from an older API (no visitor_count) as one visitor’s: the weakest', () => {
    const { visitor_count: _left, ...older } = STRONG;
    const parsed = phrasingProposalSchema.parse(older);
    expect(parsed.visitor_count).toBe(1);
    expect(isStrongProposal(parsed)).toBe(false);
  });
});

describe('PhrasingProposalItems', () => {
  beforeEach(() => {
    installFakeApi().on('GET', 'me', () => json(200, ME));
  });

  it('shows the evidence beside each proposal: the words, the chosen Q&A, how many visitors and times, and the conversation', async () => {
    const { strong, weak } = show();
    expect(within(strong).getByText(`「${STRONG.text}」`)).toBeInTheDocument();
    expect(within(strong).getByRole('link', { name: STRONG.item_question })).toHaveAttribute('href', `/chatsettings/knowledgedatastore/edit/${STRONG.item_id}`);
    expect(within(strong).getByText('3人が選択')).toBeInTheDocument();
    expect(strong).toHaveTextContent('4回選ばれました');
    expect(within(strong).getByRole('link', { name: '会話を見る' })).toHaveAttribute('href', `/conversationhistory/${STRONG.conversation_id}`);
    expect(within(weak).getByText('1人が選択')).toBeInTheDocument();
    expect(within(weak).getByRole('link', { name: '会話を見る' })).toHaveAttribute('href', conversationTranscriptPath(WEAK.conversation_id));
    await waitFor(() => expect(strong).toHaveTextContent('2026/11/20 12:00'));
  });

  it('makes 言い換えに追加 the primary button only with two or more visitors; with one, outlined and a note to read the conversation first', () => {
    const { strong, weak } = show();
    const add = (item: HTMLElement) => within(item).getByRole('button', { name: '言い換えに追加' });
    expect(add(strong)).toHaveClass('MuiButton-contained');
    expect(add(weak)).toHaveClass('MuiButton-outlined');
    expect(add(weak)).not.toHaveClass('MuiButton-contained');
    expect(within(weak).getByText('1人の選択です。会話を確認してから追加してください')).toBeInTheDocument();
    expect(within(strong).queryByText('1人の選択です。会話を確認してから追加してください')).not.toBeInTheDocument();
    // 却下 is never the primary one.
    for (const item of [strong, weak]) expect(within(item).getByRole('button', { name: '却下' })).toHaveClass('MuiButton-outlined');
  });

  it('still adds one visitor’s words when the owner decides to', async () => {
    const { weak, confirm, notice } = show();
    await userEvent.click(within(weak).getByRole('button', { name: '言い換えに追加' }));
    expect(confirm).toHaveBeenCalledWith(WEAK.id);
    await waitFor(() => expect(notice.showSuccess).toHaveBeenCalledWith(`「${WEAK.item_question}」の言い換えに追加しました。`));
  });

  it('leaves 会話を見る out beside the conversation itself (会話履歴)', () => {
    const { strong, weak } = show({ conversationLinks: false });
    for (const item of [strong, weak]) expect(within(item).queryByRole('link', { name: '会話を見る' })).not.toBeInTheDocument();
    expect(within(weak).getByText('1人の選択です。会話を確認してから追加してください')).toBeInTheDocument();
  });
});
