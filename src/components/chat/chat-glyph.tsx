/** Small line glyphs used only by the chat window (decorative; buttons carry the accessible names). */
const glyphs = {
  chat: 'M5 5.5h14a1.5 1.5 0 0 1 1.5 1.5v8.5A1.5 1.5 0 0 1 19 17H10l-4.5 3.5V17H5a1.5 1.5 0 0 1-1.5-1.5V7A1.5 1.5 0 0 1 5 5.5zM8 10h8M8 13h5',
  minimise: 'M6 12h12',
  expand: 'M7 14l5-5 5 5',
  close: 'M7 7l10 10M17 7L7 17',
  send: 'M5 12h13M13 6l6 6-6 6',
  arrow: 'M5 12h13M13 7l5 5-5 5',
} as const;

export type GlyphName = keyof typeof glyphs;

export function ChatGlyph({ name, size = 20 }: { name: GlyphName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={glyphs[name]} />
    </svg>
  );
}
