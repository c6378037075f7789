import type { WidgetAccount } from 'shared-contracts';
import { WIDGET_POST_MESSAGE_TYPES } from 'shared-contracts/widget-protocol';
import { acceptedMessage } from '../../shared/post-message';
import type { WidgetApi } from '../api/client';
import { labels } from '../labels';
import { h } from './h';

/** chat: the owner asks for a sign-in before chatting; form: before a form is answered. */
export type SignInReason = 'chat' | 'form';

export interface SignInViewOptions {
  api: WidgetApi;
  methods: { mail: boolean; line: boolean };
  /** Why a sign-in is needed now, when the owner requires one: the panel says so. */
  reason?: SignInReason;
  /** The API's origin: the LINE callback page posts from there. */
  apiOrigin: string;
  onSignedIn(account: WidgetAccount | null): void;
  onClose(): void;
  win?: Window;
}

/**
 * The visitor's sign-in, inside the chat: mail (address, then the 6-digit code that was mailed) and
 * LINE (a pop-up on the API's origin, whose callback page tells this window by postMessage).
 */
export function signInView({ api, methods, reason, apiOrigin, onSignedIn, onClose, win = window }: SignInViewOptions): { element: HTMLElement; destroy(): void } {
  const status = h('p', { class: 'form-error', role: 'alert' });
  const body = h('div', { class: 'sign-in-body' });
  const back = h('button', { type: 'button', class: 'link-button' }, [labels.back]);
  back.addEventListener('click', onClose);
  const element = h('section', { class: 'sign-in', 'aria-label': labels.signInTitle }, [
    h('p', { class: 'form-title' }, [labels.signInTitle]),
    h('p', { class: 'help' }, [reason === 'chat' ? labels.signInRequiredLead : reason === 'form' ? labels.signInFormLead : labels.signInLead]),
    body,
    status,
    back,
  ]);
  let popup: Window | null = null;

  const onMessage = (event: MessageEvent) => {
    const message = acceptedMessage(event, { origin: apiOrigin, source: popup });
    if (message?.type !== WIDGET_POST_MESSAGE_TYPES.signedIn) return;
    popup = null;
    onSignedIn(null);
  };
  win.addEventListener('message', onMessage);

  const field = (id: string, label: string, input: HTMLInputElement) => h('div', { class: 'field' }, [h('label', { for: id, class: 'label' }, [label]), input]);

  const mailStep = () => {
    const email = h('input', { id: 'sign-in-email', type: 'email', autocomplete: 'email', required: true });
    const submit = h('button', { type: 'submit', class: 'primary' }, [labels.sendCode]);
    const form = h('form', { novalidate: true }, [field('sign-in-email', labels.email, email), submit]);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submit.disabled = true;
      status.textContent = '';
      api
        .mailSignIn(email.value)
        .then((sent) => codeStep(email.value, sent.sent_to))
        .catch((error: unknown) => {
          submit.disabled = false;
          status.textContent = error instanceof Error ? error.message : labels.failed;
        });
    });
    return form;
  };

  const codeStep = (address: string, sentTo: string) => {
    const code = h('input', { id: 'sign-in-code', type: 'text', inputmode: 'numeric', autocomplete: 'one-time-code', maxlength: 6, required: true });
    const submit = h('button', { type: 'submit', class: 'primary' }, [labels.verify]);
    const form = h('form', { novalidate: true }, [h('p', { class: 'help', role: 'status' }, [labels.codeSent(sentTo)]), field('sign-in-code', labels.code, code), submit]);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submit.disabled = true;
      status.textContent = '';
      api
        .mailVerify(address, code.value)
        .then((answer) => onSignedIn(answer.account))
        .catch((error: unknown) => {
          submit.disabled = false;
          status.textContent = error instanceof Error ? error.message : labels.failed;
        });
    });
    body.replaceChildren(form);
    code.focus();
  };

  const choices: HTMLElement[] = [];
  if (methods.mail) {
    const mail = h('button', { type: 'button', class: 'primary' }, [labels.signInMail]);
    mail.addEventListener('click', () => {
      body.replaceChildren(mailStep());
      body.querySelector('input')?.focus();
    });
    choices.push(mail);
  }
  if (methods.line) {
    const line = h('button', { type: 'button', class: 'line' }, [labels.signInLine]);
    line.addEventListener('click', () => {
      popup = win.open(api.lineSignInUrl(), 'avatar-chat-line', 'popup,width=480,height=680');
      status.textContent = popup ? '' : labels.popupBlocked;
      if (popup) body.replaceChildren(h('p', { class: 'help', role: 'status' }, [labels.lineWaiting]));
    });
    choices.push(line);
  }
  body.replaceChildren(h('div', { class: 'choices-row' }, choices));

  return {
    element,
    destroy() {
      win.removeEventListener('message', onMessage);
    },
  };
}
