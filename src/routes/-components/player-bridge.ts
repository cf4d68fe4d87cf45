import type { Video } from '../../content/media';

/**
 * The small postMessage protocol the embedded players speak (YouTube's
 * IFrame API with enablejsapi=1, Vimeo's player API): commands from the
 * page, and state signals back. Messages from any other origin are ignored.
 */
export type PlayerSignal = 'ready' | 'playing' | 'paused' | 'ended' | 'error';
export type PlayerCommand = 'play' | 'pause' | 'mute';

const origins: Record<Video['provider'], readonly string[]> = {
  youtube: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  vimeo: ['https://player.vimeo.com'],
};

export const isPlayerOrigin = (video: Pick<Video, 'provider'>, origin: string) => origins[video.provider].includes(origin);

/** The messages that ask the player to report its state. */
export function subscribeMessages(video: Pick<Video, 'provider'>, id: string): string[] {
  if (video.provider === 'youtube') return [JSON.stringify({ event: 'listening', id, channel: 'widget' })];
  return ['ready', 'play', 'playing', 'pause', 'ended', 'error'].map((value) =>
    JSON.stringify({ method: 'addEventListener', value }),
  );
}

export function commandMessage(video: Pick<Video, 'provider'>, command: PlayerCommand): string {
  if (video.provider === 'youtube') {
    const func = command === 'play' ? 'playVideo' : command === 'pause' ? 'pauseVideo' : 'mute';
    return JSON.stringify({ event: 'command', func, args: [] });
  }
  if (command === 'mute') return JSON.stringify({ method: 'setVolume', value: 0 });
  return JSON.stringify({ method: command });
}

/** Read a message from a player into a signal, or null when it is not one. */
export function readPlayerMessage(video: Pick<Video, 'provider'>, origin: string, data: unknown): PlayerSignal | null {
  if (!isPlayerOrigin(video, origin)) return null;
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!message || typeof message !== 'object') return null;
  const { event, info } = message as { event?: unknown; info?: unknown };
  if (video.provider === 'youtube') {
    if (event === 'onReady') return 'ready';
    if (event === 'onError') return 'error';
    const state =
      event === 'onStateChange'
        ? info
        : event === 'infoDelivery' || event === 'initialDelivery'
          ? (info as { playerState?: unknown } | null)?.playerState
          : undefined;
    if (state === 1) return 'playing';
    if (state === 2) return 'paused';
    if (state === 0) return 'ended';
    return null;
  }
  if (event === 'ready') return 'ready';
  if (event === 'play' || event === 'playing') return 'playing';
  if (event === 'pause') return 'paused';
  if (event === 'ended') return 'ended';
  if (event === 'error') return 'error';
  return null;
}

/** Post a command (or the subscription) to a player frame, if it is there. */
export function postToPlayer(frame: HTMLIFrameElement | null, video: Video, messages: readonly string[]) {
  const target = frame?.contentWindow;
  if (!target) return;
  const origin = origins[video.provider][0]!;
  for (const message of messages) target.postMessage(message, origin);
}
