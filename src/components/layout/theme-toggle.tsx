import { useEffect } from 'react';
import styled from 'styled-components';
import { ThemeContext } from '#machines/contexts';
import { theme } from '#src/styles/tokens';

/** Dark ⇄ light switch bound to the app-wide theme actor. */
export function ThemeToggle() {
  const actor = ThemeContext.useActorRef();
  const isLight = ThemeContext.useSelector((s) => s.matches('light'));

  // After hydration, catch up with the theme the head script already applied.
  useEffect(() => {
    actor.send({ type: 'theme.restore' });
  }, [actor]);

  return (
    <Toggle
      type="button"
      aria-label={isLight ? 'Switch to dark theme' : 'Switch to light theme'}
      title={isLight ? 'Switch to dark theme' : 'Switch to light theme'}
      onClick={() => actor.send({ type: 'theme.toggle' })}
      data-theme-state={isLight ? 'light' : 'dark'}
    >
      {isLight ? (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" fill="currentColor" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        </svg>
      )}
    </Toggle>
  );
}

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  border: 1px solid ${theme.color.border};
  background: transparent;
  color: ${theme.color.text};
  cursor: pointer;
  transition: border-color ${theme.motion.base};
  &:hover {
    border-color: ${theme.color.borderStrong};
  }
`;
