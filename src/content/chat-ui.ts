/**
 * The floating chat's own labels: its launcher, its window and where it shows. Kept apart from the conversation's
 * copy (src/content/chat.ts) because the launcher is on every page before the chat itself is downloaded.
 */

/** Screens without the floating sales chat: staff and client screens (the client area has the support chat inline). */
export const salesChatHiddenOn = ['/client', '/admin', '/login'] as const;

/** Whether the floating sales chat belongs on a path (sub-paths and a trailing slash included). */
export const isSalesChatShownOn = (pathname: string) =>
  !salesChatHiddenOn.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** Labels and texts of the chat window itself. */
export const chatUi = {
  dialogLabel: 'Chat with Avery',
  launcher: 'Ask Avery, our project assistant',
  launcherHint: 'Ask Avery',
  restore: 'Open chat with Avery',
  minimise: 'Minimise chat',
  close: 'Close chat',
  title: 'Avery',
  subtitle: 'Lumora Studio project assistant',
  status: 'Online',
  inputLabel: 'Message Avery',
  logLabel: 'Conversation with Avery',
  placeholder: 'Type your message…',
  send: 'Send message',
  typing: 'Avery is typing',
  progressLabel: 'Project brief',
  you: 'You',
  disclaimer: 'Avery is an automated assistant. See our',
  privacyLink: { url: '/privacy-policy', text: 'privacy policy' },
  /** Under the launcher when the chat could not be downloaded (offline, or a deploy replaced it). */
  loadFailed: 'Avery could not load. Check your connection and press again, or',
  loadFailedLink: { url: '/contact', text: 'write to us' },
} as const;
