import { createAvatar, type AvatarHandle } from '../../avatar';
import type { Chat } from '../chat';
import { labels } from '../labels';
import { HEADER_AVATAR_PX } from '../layout';
import { loadGreeted, loadMuted, saveGreeted, saveMuted } from '../storage';
import { createSpeaker, type Speaker } from '../voice/speaker';
import { h } from './h';
import { icon } from './icons';
import { avatarSaysBubble, avatarSaysMs } from './avatar-says';

export interface AvatarStage {
  /** Where the avatar stands in the panel's header, when there is no room beside the panel. */
  _headerSlot: HTMLElement;
  /** Where it stands beside the panel (the loader link places it). */
  _besideSlot: HTMLElement;
  /** The header's voice on/off button. */
  _voiceButton: HTMLButtonElement;
  /** Draws the avatar where the layout puts it. */
  _draw(): void;
  _setEmotion(emotion: string | null): void;
  /** The config is in: its voice settings make the speaker (none, no button). */
  _configureVoice(): void;
  /** Says it aloud, when the visitor has let the chat speak and it is open. */
  _speak(text: string): void;
  /** Takes the greeting's bubble away, if it is up. */
  _hideSays(): void;
  /** Silence: the voice and the greeting's bubble. */
  _hush(): void;
  /** The avatar says its greeting, if this conversation has not had it yet. */
  _greet(): void;
  /** A conversation already under way was greeted when it began. */
  _markGreeted(conversationId: string): void;
  /** The visitor acted (pressing the launcher counts): from then on the chat may speak. */
  _markInteracted(): void;
}

/**
 * The agent's avatar in the frame, what it says when the chat opens, and its voice: the speaker, the
 * visitor's mute (kept across pages) and the browsers' autoplay rules. `title`: the header's title,
 * which the greeting stands in for while the avatar sits in the header.
 */
export function createAvatarStage(chat: Chat, title: HTMLElement): AvatarStage {
  const { _ctx: ctx, _win: win } = chat;
  const headerSlot = h('div', { class: 'header-avatar', 'aria-hidden': 'true' });
  const besideSlot = h('div', { class: 'avatar-slot', hidden: true });
  const voiceButton = h('button', { type: 'button', class: 'icon', hidden: true });
  let avatar: AvatarHandle | null = null;
  let emotion: string | null = null;
  let speaker: Speaker | null = null;
  let interacted = false;
  let muted = loadMuted();
  /** The conversation the avatar has greeted (storage may be refused: then this page view's memory). */
  let greeted = loadGreeted(ctx.agentId, ctx.preview);
  let hideSays: () => void = () => undefined;

  // Standalone (no loader to size the frame), the avatar always sits in the header.
  const inHeader = () => !chat._embedded || (chat._layout?.headerAvatar ?? false);

  const draw = () => {
    const config = chat._config;
    if (!config?.avatar.show) return;
    const header = inHeader();
    const slot = header ? headerSlot : besideSlot;
    const size = header ? HEADER_AVATAR_PX : (chat._layout?.avatar?.box ?? 160);
    besideSlot.hidden = header || !chat._layout?.avatar;
    headerSlot.hidden = !header;
    const options = {
      kind: config.avatar.kind,
      character: config.avatar.character,
      images: config.avatar.images,
      emotion,
      size,
      title: labels.avatar(config.agent.name),
    };
    if (avatar && avatar.element.parentElement === slot) avatar.update(options);
    else {
      avatar?.destroy();
      avatar = createAvatar(slot, options);
    }
  };

  const speak = (text: string) => {
    if (speaker && interacted && !muted && chat._isOpen) speaker.speak(text);
  };

  const drawVoiceButton = () => {
    const label = muted ? labels.voiceOff : labels.voiceOn;
    voiceButton.replaceChildren(icon(muted ? 'muted' : 'speaker'));
    voiceButton.setAttribute('aria-label', label);
    voiceButton.title = label;
    voiceButton.setAttribute('aria-pressed', String(!muted));
  };
  voiceButton.addEventListener('click', () => {
    muted = !muted;
    saveMuted(muted);
    if (muted) speaker?.stop();
    drawVoiceButton();
  });

  // Browsers let a page speak only after the visitor has interacted with it.
  const markInteracted = () => {
    interacted = true;
  };
  win.document.addEventListener('pointerdown', markInteracted, { capture: true });
  win.document.addEventListener('keydown', markInteracted, { capture: true });

  return {
    _headerSlot: headerSlot,
    _besideSlot: besideSlot,
    _voiceButton: voiceButton,
    _draw: draw,
    _setEmotion(next) {
      emotion = next;
      avatar?.setEmotion(next);
    },
    _configureVoice() {
      const voice = chat._config?.voice;
      speaker = voice?.enabled ? createSpeaker({ voice, synthesize: (text) => chat._api.speech(text), avatar: () => avatar, win }) : null;
      voiceButton.hidden = speaker === null;
      drawVoiceButton();
    },
    _speak: speak,
    _hideSays: () => hideSays(),
    _hush() {
      speaker?.stop();
      hideSays();
    },
    /**
     * The avatar says the basic agent settings' greeting when the visitor opens the chat: once per
     * conversation, in a bubble for a few seconds and aloud with voice on. Nothing without an avatar.
     */
    _greet() {
      const { _config: config, _conversationId: conversationId } = chat;
      if (!config || !conversationId || !chat._isOpen || greeted === conversationId) return;
      const text = config.agent.avatar_greeting.trim();
      const header = inHeader();
      if (!config.avatar.show || text === '' || (!header && !chat._layout?.avatar)) return;
      greeted = conversationId;
      saveGreeted(ctx.agentId, ctx.preview, conversationId);
      hideSays();
      const bubble = avatarSaysBubble(text, header ? 'header' : 'beside');
      if (header) {
        // Over a phone's whole window the header's buttons leave the title too little room to say
        // anything in: the bubble takes a line of the header's own under them (phone.css), the title stays.
        title.hidden = !chat._layout?.fullscreen;
        title.after(bubble);
      } else besideSlot.append(bubble);
      const timer = win.setTimeout(() => hideSays(), avatarSaysMs(text));
      hideSays = () => {
        win.clearTimeout(timer);
        bubble.remove();
        title.hidden = false;
        hideSays = () => undefined;
      };
      speak(text);
    },
    _markGreeted(conversationId) {
      greeted = conversationId;
    },
    _markInteracted: markInteracted,
  };
}
