/**
 * Runs `callback` once the browser has painted the next frame, when style and layout are clean, so
 * work that reads layout (focus(), measuring) does not force a synchronous style and layout pass
 * in the middle of hydration. Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
