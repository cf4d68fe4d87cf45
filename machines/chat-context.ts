import { createActorContext } from '@xstate/react';
import { chatWidgetMachine } from './chat-widget.machine';

/** The floating chat (Avery), app-wide: window state plus the invoked conversation (`children.conversation`). */
export const ChatContext = createActorContext(chatWidgetMachine);
