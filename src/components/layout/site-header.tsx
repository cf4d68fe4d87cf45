import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { headerScrollMachine } from '#machines/header-scroll.machine';
import { inspect } from '#src/inspect';
import { cssVariables, darkColors, theme, lightColors } from '#src/styles/tokens';
import { ButtonLink } from '#src/components/ui/button';
import { Container } from '#src/components/ui/container';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';

/** Site header: transparent at the top, opaque after 20 px of scrolling. */
export function SiteHeader() {
  const [state, send] = useMachine(headerScrollMachine, { input: { threshold: 20 }, inspect });
  const scrolled = state.matches('scrolled');

  useEffect(() => {
    const onScroll = () => send({ type: 'scroll.update', y: window.scrollY });
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [send]);

  return (
    <Bar data-scrolled={scrolled || undefined} data-testid="site-header">
      <Inner>
        <Logo />
        <DesktopNav />
        <Actions>
          <IconLink to="/search" aria-label="Search the site" title="Search" onKeyDown={openOnSpace}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
              <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </IconLink>
          <ThemeToggle />
          <Cta to="/schedule-consultation" $variant="primary">
            Book a call
          </Cta>
          <MobileMenu />
        </Actions>
      </Inner>
    </Bar>
  );
}

/** The search control answers Space like a button as well as Enter (it reads as a button to sighted visitors). */
const openOnSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
  if (event.key !== ' ' || event.repeat) return;
  event.preventDefault();
  event.currentTarget.click();
};

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${theme.z.header};
  height: ${theme.layout.header};
  display: flex;
  align-items: center;
  background: transparent;
  border-bottom: 1px solid transparent;
  transition:
    background-color ${theme.motion.base},
    border-color ${theme.motion.base};

  /*
   * The blur sits on a layer behind the bar's content, not on the bar: a backdrop-filter on the bar would make it
   * the containing block of the full-screen mobile menu inside it (position: fixed), shrinking the open menu to
   * the bar's height once the page has scrolled.
   */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    pointer-events: none;
    transition: backdrop-filter ${theme.motion.base};
  }

  &[data-scrolled] {
    background: ${theme.color.headerGlass};
    border-bottom-color: ${theme.color.border};
  }
  &[data-scrolled]::before {
    backdrop-filter: saturate(1.4) blur(14px);
  }

  /*
   * Over the home page's dark hero frame the bar at the top takes the dark colour set in either theme (its menu
   * panel keeps the page's theme).
   */
  html.light body:has([data-home-section='hero']) &:not([data-scrolled]) {
    ${cssVariables(darkColors)}
    color: ${theme.color.text};
    /* A soft scrim keeps the light logo and links legible over a bright frame of the film. */
    background-image: linear-gradient(180deg, color-mix(in srgb, ${darkColors.bg} 55%, transparent), transparent);
    #mobile-menu {
      ${cssVariables(lightColors)}
    }
  }

  /* The open mobile menu covers everything the page floats (chat, cookie banner), not only the page. */
  &:has(#mobile-menu[data-open]) {
    z-index: ${theme.z.modal};
  }
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const IconLink = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  border: 1px solid ${theme.color.border};
  color: ${theme.color.text};
`;

const Cta = styled(ButtonLink)`
  display: none;
  @media (min-width: ${theme.breakpoint.md}) {
    display: inline-flex;
  }
`;
