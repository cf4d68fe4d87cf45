/**
 * Where the site's chat keeps its conversation for the session (sessionStorage), and what a page can tell about it
 * without the chat's code: the chat launcher (machines/chat-launcher.machine.ts) brings the chat back at once when
 * the visitor left its window open or minimised. The stored record and its versioning belong to
 * machines/chat-widget.machine.ts.
 */
export const CHAT_STORAGE_KEY = 'lumora.chat';

/**
 * Whether the stored conversation had its window open or minimised (rather than closed) when it was last saved.
 * Anything unreadable counts as no window: the launcher then waits for the visitor, and the chat itself checks the
 * record properly once it loads.
 */
export function chatWindowWasShown(storage: Pick<Storage, 'getItem'> | undefined, key: string = CHAT_STORAGE_KEY): boolean {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return false;
    const value = (JSON.parse(raw) as { snapshot?: { value?: unknown } }).snapshot?.value;
    return value !== undefined && value !== 'closed';
  } catch {
    return false;
  }
}
