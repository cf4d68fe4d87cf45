import { Link, useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { mobileMenuMachine } from '#machines/mobile-menu.machine';
import { mainNav, navCurrent, navItemCurrent, type NavItem } from '#src/content/navigation';
import { inspect } from '#src/inspect';
import { site } from '#src/content/site';
import { showRange } from '#src/content/typography';
import { ButtonLink } from '#src/components/ui/button';
import { useFocusTrap } from '#src/components/ui/use-focus-trap';
import { theme } from '#src/styles/tokens';

/** Router links here are current only on their exact page; a section's 'location' comes from navItemCurrent. */
const exactPage = { exact: true, includeSearch: false } as const;

/**
 * Full-screen mobile navigation with expandable sub-lists; focus is kept inside
 * while open. The active item is the desktop nav's (aria-current, the highlight follows it).
 */
export function MobileMenu() {
  const [state, send] = useMachine(mobileMenuMachine, { inspect });
  const open = state.matches('open');
  const panelRef = useRef<HTMLDivElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const close = useCallback(() => send({ type: 'menu.close' }), [send]);

  useFocusTrap(panelRef, open, { onEscape: close });

  useEffect(() => {
    send({ type: 'menu.navigate' });
  }, [pathname, send]);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  return (
    <>
      <MenuButton type="button" aria-expanded={open} aria-controls="mobile-menu" onClick={() => send({ type: 'menu.open' })}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Menu
      </MenuButton>
      <Panel id="mobile-menu" ref={panelRef} role="dialog" aria-modal="true" aria-label="Menu" data-open={open || undefined} hidden={!open}>
        <PanelTop>
          <ButtonLink to="/schedule-consultation" onClick={() => send({ type: 'menu.navigate' })}>
            Book a call
          </ButtonLink>
          <CloseButton type="button" onClick={close} aria-label="Close menu">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </CloseButton>
        </PanelTop>
        <nav aria-label="Mobile">
          <Sections>
            <li>
              <BigLink
                to="/"
                activeOptions={exactPage}
                aria-current={navCurrent(pathname, '/')}
                onClick={() => send({ type: 'menu.navigate' })}
              >
                Home
              </BigLink>
            </li>
            {mainNav.map((item: NavItem) => {
              const expanded = state.context.expandedId === item.id;
              return (
                <li key={item.id}>
                  <Row>
                    <BigLink
                      to={item.to}
                      activeOptions={exactPage}
                      aria-current={navItemCurrent(pathname, item)}
                      onClick={() => send({ type: 'menu.navigate' })}
                    >
                      {item.label}
                    </BigLink>
                    {item.children ? (
                      <Expand
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={`mobile-sub-${item.id}`}
                        aria-label={`${item.label} pages`}
                        onClick={() => send({ type: 'menu.toggleSection', id: item.id })}
                      >
                        <svg viewBox="0 0 12 12" width="14" height="14" aria-hidden="true" focusable="false">
                          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
                        </svg>
                      </Expand>
                    ) : null}
                  </Row>
                  {item.children ? (
                    <SubList id={`mobile-sub-${item.id}`} hidden={!expanded}>
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <SubLink
                            to={child.to}
                            activeOptions={exactPage}
                            aria-current={navCurrent(pathname, child.to)}
                            onClick={() => send({ type: 'menu.navigate' })}
                          >
                            {child.label}
                          </SubLink>
                        </li>
                      ))}
                    </SubList>
                  ) : null}
                </li>
              );
            })}
          </Sections>
        </nav>
        <Contact>
          <a href={`mailto:${site.email}`}>{site.email}</a>
          <a href={site.phoneHref}>{site.phone}</a>
          <span>{showRange(site.officeHours)}</span>
        </Contact>
      </Panel>
    </>
  );
}

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0 1rem;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.border};
  background: transparent;
  font-weight: 600;
  font-size: ${theme.text.sm};
  cursor: pointer;
  @media (min-width: ${theme.breakpoint.lg}) {
    display: none;
  }
`;

const Panel = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.z.modal};
  overflow-y: auto;
  padding: 1rem ${theme.layout.gutter} 3rem;
  background: ${theme.color.bg};
  /* Its own text colour: over the home hero the bar sets a light one for the dark frame, which the panel must not inherit. */
  color: ${theme.color.text};
  &[hidden] {
    display: none;
  }
  &[data-open] {
    animation: menu-in ${theme.motion.base} ${theme.motion.ease};
  }
  @keyframes menu-in {
    from {
      opacity: 0;
      transform: translateY(-8px);
    }
  }
`;

const PanelTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 3.5rem;
  margin-bottom: 1rem;
  color: ${theme.color.textSubtle};
  font-size: ${theme.text.xs};
`;

const Contact = styled.address`
  display: grid;
  gap: 0.35rem;
  margin-top: ${theme.space[6]};
  font-style: normal;
  font-size: ${theme.text.sm};
  color: ${theme.color.textMuted};
  a {
    width: fit-content;
    min-height: 2.75rem;
    display: inline-flex;
    align-items: center;
    color: ${theme.color.text};
    font-size: ${theme.text.md};
  }
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  border: 1px solid ${theme.color.border};
  background: transparent;
  cursor: pointer;
`;

const Sections = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    border-bottom: 1px solid ${theme.color.border};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const BigLink = styled(Link)`
  display: block;
  flex: 1;
  padding: 0.9rem 0;
  font-family: ${theme.font.display};
  font-size: 2rem;
  line-height: 1.1;
  text-decoration: none;
  &[aria-current] {
    color: ${theme.color.accentText};
  }
`;

const Expand = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  background: transparent;
  cursor: pointer;
  svg {
    transition: transform ${theme.motion.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const SubList = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0 0 0 1rem;
  border-left: 1px solid ${theme.color.border};
`;

const SubLink = styled(Link)`
  display: block;
  padding: 0.55rem 0;
  text-decoration: none;
  color: ${theme.color.textMuted};
  &[aria-current] {
    color: ${theme.color.text};
  }
`;
