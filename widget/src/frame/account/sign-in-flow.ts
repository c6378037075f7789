import type { Chat } from '../chat';
import { labels } from '../labels';
import { h } from '../render/h';
import { signInView, type SignInReason } from '../render/sign-in-view';

export interface SignInFlow {
  /** The header's ログイン button. */
  _button: HTMLButtonElement;
  /** The line under the header that names the signed-in visitor, with its ログアウト button. */
  _accountLine: HTMLElement;
  /** Where the sign-in panel stands, over the chat. */
  _overlay: HTMLElement;
  /** The ログイン button and the account line, as the state now says. */
  _drawAccount(): void;
  /** The owner asks visitors to sign in before chatting (config), or the API said so; not yet done. */
  _needed(): boolean;
  /**
   * The sign-in panel over the chat. `reason`: what the owner requires it for, said on the panel; `focus`
   * only when the visitor acted, so a frame opening by itself never takes the page's focus.
   */
  _open(reason: SignInReason | undefined, focus: boolean): void;
  /** The owner asked for a sign-in after this frame loaded its config: fetch the ways offered now. */
  _afterRefusal(reason: SignInReason): Promise<void>;
  /** Takes the sign-in panel away, if it is open. */
  _close(): void;
}

/**
 * The visitor's account in the chat: the ログイン button, the sign-in panel, the account line and
 * ログアウト. `input`: the composer's box, focused once the visitor may write; `restart` begins the
 * conversation again, after a LINE sign-in (whose pop-up tells nothing of the account).
 */
export function createSignInFlow(chat: Chat, input: HTMLElement, restart: () => void): SignInFlow {
  const { _ctx: ctx, _win: win, _api: api } = chat;
  const signInButton = h('button', { type: 'button', class: 'text-button', hidden: true }, [labels.signIn]);
  const accountName = h('span');
  const signOutButton = h('button', { type: 'button', class: 'link-button' }, [labels.signOut]);
  const accountLine = h('p', { class: 'account', hidden: true }, [accountName, ' ', signOutButton]);
  const overlay = h('div', { class: 'overlay', hidden: true });
  let closeSignIn: (() => void) | null = null;
  /** The ways to sign in the owner offers, if any. */
  const offered = () => {
    const methods = chat._config?.sign_in;
    return methods && (methods.mail || methods.line) ? methods : null;
  };

  const drawAccount = () => {
    const account = chat._account;
    accountLine.hidden = account === null;
    accountName.textContent = account ? labels.signedInAs(account.display_name) : '';
    // Not while the sign-in panel is open: pressing ログイン there would only open what is already shown.
    signInButton.hidden = account !== null || closeSignIn !== null || !offered();
  };
  signOutButton.addEventListener('click', () => {
    signOutButton.disabled = true;
    api
      .signOut()
      .then(() => {
        chat._account = null;
        drawAccount();
        signInButton.focus();
      })
      .catch(() => undefined)
      .finally(() => {
        signOutButton.disabled = false;
      });
  });

  const needed = () => chat._account === null && (chat._refusedForSignIn || chat._config?.sign_in.required === true);

  const open = (reason: SignInReason | undefined, focus: boolean) => {
    const methods = offered();
    if (!methods) return;
    closeSignIn?.();
    const view = signInView({
      api,
      methods,
      reason,
      apiOrigin: ctx.apiOrigin,
      win,
      onClose: () => {
        dismiss();
        (needed() ? input : signInButton).focus();
      },
      onSignedIn: (signedIn) => {
        dismiss();
        if (signedIn) {
          chat._account = signedIn;
          drawAccount();
          input.focus();
        } else restart();
      },
    });
    const dismiss = () => {
      view.destroy();
      overlay.hidden = true;
      overlay.replaceChildren();
      closeSignIn = null;
      drawAccount();
    };
    closeSignIn = dismiss;
    drawAccount();
    overlay.replaceChildren(view.element);
    overlay.hidden = false;
    if (focus) overlay.querySelector('button')?.focus();
  };
  signInButton.addEventListener('click', () => open(needed() ? 'chat' : undefined, true));

  return {
    _button: signInButton,
    _accountLine: accountLine,
    _overlay: overlay,
    _drawAccount: drawAccount,
    _needed: needed,
    _open: open,
    async _afterRefusal(reason) {
      if (reason === 'chat') chat._refusedForSignIn = true;
      try {
        chat._config = await api.config(ctx.pageUrl);
      } catch {
        // The config already shown still names the ways it offered.
      }
      drawAccount();
      open(reason, true);
    },
    _close: () => closeSignIn?.(),
  };
}
