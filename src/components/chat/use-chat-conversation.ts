import { useSelector } from '@xstate/react';
import { useCallback, type RefObject } from 'react';
import { ChatContext } from '#machines/chat-context';
import { qualificationProgress, type ChatMessage } from '#machines/chat-qualification.machine';

const noMessages: readonly ChatMessage[] = [];

/** What ChatConversation shows and does, bound to the chat actor. */
export type ConversationBinding = {
  messages: readonly ChatMessage[];
  /** Avery is typing: a reply, or the welcome, is on its way. */
  typing: boolean;
  /** Sending waits: a reply is pending or the conversation has not started. */
  busy: boolean;
  progress: number | null;
  inputRef: RefObject<HTMLInputElement | null>;
  onSend: (text: string) => void;
  onQuickAction: (label: string) => void;
};

/**
 * The conversation in ChatContext (the widget's invoked `chatQualification`
 * actor), read with narrow selectors, plus the two things a visitor can do:
 * send a message, press a quick action (focus returns to the message box).
 */
export function useChatConversation(inputRef: RefObject<HTMLInputElement | null>): ConversationBinding {
  const welcoming = ChatContext.useSelector((s) => s.matches({ open: 'welcoming' }));
  const conversation = ChatContext.useSelector((s) => s.children.conversation);
  const messages = useSelector(conversation, (s) => s?.context.messages ?? noMessages);
  const replying = useSelector(conversation, (s) => s?.hasTag('typing') ?? false);
  const started = useSelector(conversation, (s) => (s ? !s.matches('idle') : false));
  const progress = useSelector(conversation, (s) => (s ? qualificationProgress(s) : null));
  const onSend = useCallback((text: string) => conversation?.send({ type: 'chat.send', text }), [conversation]);
  const onQuickAction = useCallback(
    (label: string) => {
      conversation?.send({ type: 'chat.quickAction', label });
      inputRef.current?.focus();
    },
    [conversation, inputRef],
  );
  return { messages, typing: replying || welcoming, busy: replying || !started, progress, inputRef, onSend, onQuickAction };
}
