import styled from 'styled-components';
import { theme } from '#src/styles/tokens';

/** Avery's mark: a soft gradient orb with a monogram. Decorative. */
export function ChatAvatar({ size = 40 }: { size?: number }) {
  // The monogram is drawn, not typed, so it never becomes part of a button's visible text.
  return (
    <Orb aria-hidden="true" style={{ width: size, height: size }}>
      <svg
        width={size * 0.5}
        height={size * 0.5}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d="M5.5 19.5L12 4.5l6.5 15M8.3 13.5h7.4" />
      </svg>
    </Orb>
  );
}

const Orb = styled.span`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  border-radius: 50%;
  color: ${theme.color.accentContrast};
  background:
    radial-gradient(120% 120% at 25% 20%, ${theme.color.accentStrong} 0%, transparent 55%),
    linear-gradient(140deg, ${theme.color.accent} 0%, ${theme.color.warm} 120%);
  box-shadow: 0 0 0 1px ${theme.color.borderStrong} inset;
`;
