import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import { site } from '#src/content/site';
import { theme } from '#src/styles/tokens';

/** Wordmark linking home. */
export function Logo() {
  return (
    <LogoLink to="/" aria-label={`${site.name}, home`}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#9686ff" />
            <stop offset="1" stopColor="#ffc98a" />
          </linearGradient>
        </defs>
        <circle cx="16" cy="16" r="15" fill="url(#logo-g)" />
        <path d="M11 9v14h10" stroke="#0c0c11" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{site.shortName}</span>
    </LogoLink>
  );
}

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  font-family: ${theme.font.display};
  font-weight: 700;
  font-size: 1.3rem;
  letter-spacing: -0.03em;
  text-decoration: none;
  color: ${theme.color.text};
`;
