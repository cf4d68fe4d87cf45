/**
 * Runs `callback` once the browser has painted the next frame, when style and layout are clean, so
 * work that reads layout (focus(), measuring) does not force a synchronous style and layout pass
 * in the middle of hydration. Returns a function that cancels it.
 *
 * The frame callback runs just before the paint; the message posted from it is delivered as the next
 * task, after the paint (the way React's scheduler yields to the browser). No timer is involved, so
 * nothing here waits on the clock.
 */
export function afterNextPaint(callback: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) callback();
  };
  const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    channel.port1.close();
  };
}
