import { useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { MAX_MESSAGE_LENGTH } from '#machines/chat-qualification.machine';
import { chatUi } from '#src/content/chat';
import { ChatGlyph } from './chat-glyph';
import { theme } from '#src/styles/tokens';

type Props = {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The message box's id (unique on the page). */
  inputId?: string;
  /** A reply is pending (or the conversation has not started): sending waits. */
  busy: boolean;
  onSend: (text: string) => void;
};

/** The message box: Enter sends; send is disabled while a reply is pending or the text is blank after trimming. */
export function ChatComposer({ inputRef, inputId = 'chat-input', busy, onSend }: Props) {
  const [draft, setDraft] = useState('');
  const canSend = !busy && draft.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    onSend(draft);
    setDraft('');
  };

  return (
    <Form onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {chatUi.inputLabel}
      </label>
      <Input
        ref={inputRef}
        id={inputId}
        type="text"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={chatUi.placeholder}
        autoComplete="off"
        enterKeyHint="send"
        maxLength={MAX_MESSAGE_LENGTH}
      />
      <Send type="submit" disabled={!canSend} aria-label={chatUi.send}>
        <ChatGlyph name="send" size={18} />
      </Send>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.35rem 0.35rem 0.35rem 1rem;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.bg};
  transition: border-color ${theme.motion.base};
  &:focus-within {
    border-color: ${theme.color.accent};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 2.5rem;
  border: 0;
  background: transparent;
  font-size: 1rem;
  outline: none;
  &::placeholder {
    color: ${theme.color.textSubtle};
  }
`;

const Send = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 0;
  background: ${theme.color.accent};
  color: ${theme.color.accentContrast};
  cursor: pointer;
  transition:
    background-color ${theme.motion.base},
    opacity ${theme.motion.base};
  &:hover:not(:disabled) {
    background: ${theme.color.accentStrong};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;
