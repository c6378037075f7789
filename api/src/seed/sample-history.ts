import type { FastifyInstance } from 'fastify';
import type { FeedbackValue, WidgetMessage } from 'shared-contracts';
import { type AgentDeps, getMessageTrace, runTurn, setFeedback, startOrResumeConversation } from '../domains/agent';
import { type ProvenIdentity, signInVisitor } from '../domains/agent/visitor-sign-in/sign-in-visitor';
import { submitFormAnswer } from '../domains/forms/submit-form-answer';
import type { SampleRows } from '../domains/history/sample-history-repository';

/**
 * The demo owner's sample history: a few weeks of visitor conversations with the sample agent
 * (src/seed/sample-agent.ts), so that a newcomer opens 会話履歴 and 分析 on a filled screen. Each
 * one is made by the runtime itself, as a visitor's would be: a widget visitor and its
 * conversation, turns through runTurn at a clock in the past (answers from the sample knowledge,
 * the fallback, a form keyword, もしかして… candidates and a press of the one the visitor meant), 👍/👎 through setFeedback, sign-ins through signInVisitor, form
 * answers through submitFormAnswer. Then its rows are marked `sample` (and dated by their
 * messages), conversation by conversation, and DELETE /api/v1/sample-data removes them all.
 */

export const SAMPLE_SITE = 'https://demo-shop.example.com';
const PAGES = [
  '/',
  '/',
  '/products/organic-cotton-towel',
  '/products/ceramic-mug',
  '/products/linen-shirt',
  '/shipping',
  '/faq',
  '/cart',
  '/campaign/spring-sale',
  '/guide/first-time',
  '/returns',
];

/** Questions the sample knowledge answers (its Q&A, their phrasings, the shopping guide). */
const ANSWERED = [
  '営業時間を教えてください',
  '何時まで営業していますか',
  '定休日はいつですか',
  '送料はいくらですか',
  '送料無料になる条件は？',
  '配送料について知りたい',
  '返品はできますか',
  '交換はできますか',
  '返品の方法を教えてください',
  '支払い方法は何がありますか',
  'クレジットカードは使えますか',
  '後払いはできますか',
  'ポイントの有効期限はいつまでですか',
  '会員登録は無料ですか',
  'お届け日時の指定はできますか',
  '送料を教えて',
];
/**
 * Questions the agent is unsure of (もしかして…) whose words are another way of asking one of the
 * sample Q&A (`means`, its question): a visitor offered that Q&A presses it, and their words are
 * proposed as its 言い換え (訪問者の言い回しの提案), the good habit the sample shows. Several visitors
 * ask some of them, so a proposal stands on more than one visitor's choice.
 */
export const SAMPLE_UNSURE_QUESTIONS: readonly { say: string; means: string }[] = [
  { say: '送料はかかりますか', means: '送料はいくらですか' },
  { say: '配送料はかかりますか', means: '送料はいくらですか' },
  { say: '配送料金はいくらですか', means: '送料はいくらですか' },
  { say: '銀行振込できますか', means: '支払い方法は何がありますか' },
];
/**
 * The latest sample conversation: a visitor the agent was unsure of, who chose the Q&A they meant. Its
 * proposal stands on this one visitor's choice, so the knowledge screen asks the owner to read the
 * conversation before adding it (the weak evidence beside the stronger ones).
 */
export const SAMPLE_ONE_VISITOR_QUESTION = { say: 'コンビニで払えますか', means: '支払い方法は何がありますか' } as const;
/**
 * Questions it does not answer: the fallback (and the contact form the agent offers with it), or
 * candidates that are not what the visitor asked (クーポンコードが使えません is offered 支払い方法…):
 * the visitor chooses none, so no wrong phrasing is proposed.
 */
const MISSED = [
  'ギフト包装はできますか',
  '海外発送はしていますか',
  '実店舗はありますか',
  '駐車場はありますか',
  '領収書は発行できますか',
  'クーポンコードが使えません',
  '予約注文はできますか',
  '在庫の再入荷はいつですか',
  '電話で注文できますか',
  '法人で購入したいのですが',
];
/** A form keyword (問い合わせ, 相談したい, 担当者): the agent offers the contact form. */
const CONTACT = ['問い合わせしたいです', '担当者と話したいです', '相談したいことがあります'];
/** Typed like a quick reply's label: the button's action runs. */
const LABELS = ['営業時間', '送料について', '返品・交換'];
const BODIES = [
  '注文した商品がまだ届きません。配送状況を教えてください。',
  '贈り物用に10個まとめて購入したいので、見積もりをお願いします。',
  '届いたマグカップが欠けていました。交換をお願いできますか。',
  'サイズが合わなかったので交換の手順を教えてください。',
];
const NAMES = ['山田 花子', '佐藤 健', '鈴木 美咲', '高橋 翔', '伊藤 さくら', '渡辺 大輔'];

/** Visitors who signed in: some on two or three browsers, each browser a conversation of its own. */
const ACCOUNTS: { identity: ProvenIdentity; browsers: number }[] = [
  { identity: { kind: 'mail', email: 'hanako.yamada@example.com' }, browsers: 3 },
  { identity: { kind: 'mail', email: 'ken.sato@example.com' }, browsers: 2 },
  { identity: { kind: 'mail', email: 'misaki.suzuki@example.com' }, browsers: 1 },
  { identity: { kind: 'line', lineUserId: 'Usample0000000000000000000000001', displayName: 'たかはし しょう', email: null }, browsers: 2 },
  { identity: { kind: 'line', lineUserId: 'Usample0000000000000000000000002', displayName: 'さくら', email: 'sakura.ito@example.com' }, browsers: 2 },
];

const DAY_MS = 86_400_000;

/** A small seeded generator (mulberry32): the same sample every start, and in tests. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

/** A question, and for an unsure one the Q&A question the visitor means (the only candidate they would press). */
type Step = { say: string; means?: string; surelyPressed?: true } | { submitForm: true };

interface Script {
  at: Date;
  pageUrl: string;
  steps: Step[];
  /** The index into ACCOUNTS of the visitor who signs in before chatting. */
  account: number | null;
}

export interface SampleHistoryOptions {
  /** The end of the sample period (default: now). */
  now?: Date;
  /** How many conversations (default 84: four a day for three weeks), and SAMPLE_ONE_VISITOR_QUESTION's when not 0. */
  conversations?: number;
  days?: number;
  seed?: number;
}

export interface SampleHistorySummary {
  conversations: number;
  messages: number;
  formAnswers: number;
  ms: number;
}

/** The conversations to make, oldest first: when, where, who and what they say. */
function plan(options: Required<Omit<SampleHistoryOptions, 'now'>> & { now: Date }): Script[] {
  const random = randomOf(options.seed);
  const signedIn = ACCOUNTS.flatMap((account, index) => Array.from({ length: account.browsers }, () => index));
  const scripts: Script[] = [];
  for (let i = 0; i < options.conversations; i += 1) {
    // Business hours of a Japanese shop's visitors (09:00–23:00 JST), more on weekdays than at the weekend.
    const day = random.int(0, options.days - 1);
    const midnightJst = Math.floor((options.now.getTime() + 9 * 3_600_000) / DAY_MS) * DAY_MS - 9 * 3_600_000 - day * DAY_MS;
    let at = new Date(midnightJst + random.int(9 * 60, 22 * 60 + 50) * 60_000 + random.int(0, 59) * 1000);
    if (at.getTime() > options.now.getTime() - 10 * 60_000) at = new Date(options.now.getTime() - random.int(10, 300) * 60_000);

    const kind = random.next();
    const steps: Step[] = [];
    if (kind < 0.1) {
      steps.push({ ...random.pick(SAMPLE_UNSURE_QUESTIONS) });
      if (random.chance(0.4)) steps.push({ say: random.pick(ANSWERED) });
    } else if (kind < 0.45) {
      for (let n = random.int(1, 3); n > 0; n -= 1) steps.push({ say: random.pick(ANSWERED) });
      if (random.chance(0.3)) steps.push({ say: random.pick(ANSWERED) });
    } else if (kind < 0.6) {
      steps.push({ say: random.pick(MISSED) }, { say: random.pick(ANSWERED) });
    } else if (kind < 0.77) {
      steps.push({ say: random.pick(MISSED) });
      if (random.chance(0.4)) steps.push({ say: random.pick(MISSED) });
      if (random.chance(0.25)) steps.push({ submitForm: true });
    } else if (kind < 0.9) {
      if (random.chance(0.5)) steps.push({ say: random.pick(ANSWERED) });
      steps.push({ say: random.pick(CONTACT) });
      if (random.chance(0.7)) steps.push({ submitForm: true });
    } else {
      steps.push({ say: random.pick(LABELS) });
      if (random.chance(0.5)) steps.push({ say: random.pick(ANSWERED) });
    }
    scripts.push({ at, pageUrl: `${SAMPLE_SITE}${random.pick(PAGES)}`, steps, account: null });
  }
  scripts.sort((a, b) => a.at.getTime() - b.at.getTime());
  // Last, so that it changes nothing of the others (nor of their random draws).
  if (scripts.length > 0) {
    scripts.push({ at: new Date(options.now.getTime() - 8 * 60_000), pageUrl: `${SAMPLE_SITE}/cart`, steps: [{ ...SAMPLE_ONE_VISITOR_QUESTION, surelyPressed: true }], account: null });
  }
  // Spread the signed-in browsers over the period.
  const stride = Math.max(1, Math.floor(scripts.length / (signedIn.length + 1)));
  signedIn.forEach((account, index) => {
    const script = scripts[Math.min(scripts.length - 1, (index + 1) * stride)];
    if (script) script.account = account;
  });
  return scripts;
}

/** Waits until the agent's knowledge is indexed (the sample agent's items were just queued), within `timeoutMs`. */
async function knowledgeIndexed(app: FastifyInstance, agentId: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await app.repositories.sampleHistory.knowledgeInProgress(agentId)) > 0) {
    if (Date.now() > deadline) throw new Error('the sample knowledge was not indexed in time');
    app.knowledge.jobs.kick();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Makes the sample history of the owner of `email` (the demo owner, right after its sample agent).
 * Nothing is made for an owner who is not there.
 */
export async function seedSampleHistory(app: FastifyInstance, email: string, options: SampleHistoryOptions = {}): Promise<SampleHistorySummary> {
  const started = performance.now();
  const { db } = app.database;
  const owner = await app.repositories.owners.findLiveByEmail(email.trim().toLowerCase());
  if (!owner) throw new Error('the demo owner is not there: no sample history');
  const agent = { agentId: owner.agentId, ownerId: owner.id };
  await knowledgeIndexed(app, owner.agentId, 60_000);

  const now = options.now ?? new Date();
  const random = randomOf((options.seed ?? 20_250_401) + 1);
  const scripts = plan({ now, conversations: options.conversations ?? 84, days: options.days ?? 21, seed: options.seed ?? 20_250_401 });
  let messages = 0;
  let formAnswers = 0;

  for (const script of scripts) {
    let clock = script.at.getTime();
    const tick = (min: number, max: number) => {
      clock += random.int(min, max) * 1000;
      return new Date(clock);
    };
    const deps: AgentDeps = { db, publicApiUrl: app.config.publicApiUrl, secretBox: app.secretBox, clock: () => tick(1, 3) };
    const visit = await startOrResumeConversation(db, { agentId: owner.agentId, origin: SAMPLE_SITE, pageUrl: script.pageUrl, preview: false, now: new Date(clock) });
    const scope = { agentId: owner.agentId, conversationId: visit.conversation.id, visitorId: visit.visitorId };
    const answers: { id: string; at: Date }[] = [];
    const account = script.account === null ? undefined : ACCOUNTS[script.account];
    if (account) await signInVisitor(db, agent, visit.visitorId, account.identity, new Date(clock));
    const accountId = account ? ((await app.repositories.sampleHistory.accountOf(owner.agentId, visit.visitorId)) ?? null) : null;

    let offered: WidgetMessage['form'] = null;
    for (const step of script.steps) {
      if ('submitForm' in step) {
        if (!offered) continue;
        const name = random.pick(NAMES);
        const answer = await submitFormAnswer(
          db,
          owner.agentId,
          offered.id,
          { name, email: `visitor${random.int(100, 999)}@example.com`, body: random.pick(BODIES) },
          { conversationId: visit.conversation.id, visitorAccountId: accountId },
        );
        answers.push({ id: answer.id, at: tick(40, 180) });
        formAnswers += 1;
        continue;
      }
      let done: WidgetMessage | null = null;
      for await (const event of runTurn(deps, { ...scope, text: step.say, now: tick(15, 90) })) {
        if (event.type === 'done') done = event.message;
      }
      if (!done) continue;
      messages += 2;
      offered = done.form ?? offered;
      const engine = (await getMessageTrace(db, owner.agentId, done.id))?.engine;
      let feedback: FeedbackValue | null = null;
      if (engine === 'fallback' && random.chance(0.4)) feedback = 'down';
      else if ((engine === 'knowledge_qa' || engine === 'knowledge_passages') && random.chance(0.3)) feedback = random.chance(0.85) ? 'up' : 'down';
      if (feedback) await setFeedback(db, owner.agentId, visit.visitorId, done.id, feedback);
      // Unsure, the agent offered likely questions (もしかして…): a visitor presses the one that is what
      // they meant, when it is there (most do), which answers it and leaves their words proposed on the
      // knowledge screen (訪問者の言い回しの提案). Candidates that are not what they asked are left alone.
      const candidate = step.means === undefined ? undefined : done.candidates.find((c) => c.question === step.means);
      if (candidate && (step.surelyPressed || random.chance(0.8))) {
        for await (const event of runTurn(deps, { ...scope, candidateItemId: candidate.item_id, now: tick(5, 20) })) {
          if (event.type === 'done') messages += 2;
        }
      }
    }
    const rows: SampleRows = { visitorIds: [visit.visitorId], conversationIds: [visit.conversation.id], accountIds: accountId ? [accountId] : [], formAnswers: answers };
    await app.repositories.sampleHistory.mark(owner.agentId, rows);
  }
  return { conversations: scripts.length, messages, formAnswers, ms: Math.round(performance.now() - started) };
}
