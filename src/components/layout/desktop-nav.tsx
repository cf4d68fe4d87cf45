import { Link, useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { headerDropdownMachine } from '#machines/header-dropdown.machine';
import { mainNav, navCurrent, navItemCurrent, type NavItem } from '#src/content/navigation';
import { inspect } from '#src/inspect';
import { theme } from '#src/styles/tokens';

/** Router links here are current only on their exact page; a section's 'location' comes from navItemCurrent. */
const exactPage = { exact: true, includeSearch: false } as const;

/** Its own chunk with the media module: fetched when a menu first opens, never with the page. */
const NavThumbnail = lazy(() => import('./nav-thumbnail').then((m) => ({ default: m.NavThumbnail })));

/**
 * Desktop navigation. Dropdowns open on hover or the menu button (click,
 * Enter, Space; ArrowDown also moves focus to the first link, and the arrow
 * keys then walk the links) and close 500 ms after the pointer leaves (the
 * headerDropdown machine's timer). Tabbing onto a link or button opens nothing.
 * The active item (its page, sub-paths and dropdown pages) carries
 * aria-current, and the highlight follows it. Each dropdown item shows its
 * description and, where the content names a still, its thumbnail: drawn once
 * its menu has been opened (the machine's shownIds), never in the page's HTML.
 */
export function DesktopNav() {
  const [state, send] = useMachine(headerDropdownMachine, { inspect });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const openId = state.matches('closed') ? null : state.context.openId;
  const shownIds = state.context.shownIds;
  const navRef = useRef<HTMLElement>(null);
  // The menu whose first link takes focus once it is shown (ArrowDown on its button).
  const focusFirstOf = useRef<string | null>(null);

  useEffect(() => {
    send({ type: 'dropdown.close' });
  }, [pathname, send]);

  useEffect(() => {
    if (!openId) return;
    const onDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) send({ type: 'dropdown.close' });
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [openId, send]);

  useEffect(() => {
    if (!openId || focusFirstOf.current !== openId) return;
    focusFirstOf.current = null;
    menuLinks(openId)[0]?.focus();
  }, [openId]);

  const onKeyDown = (item: NavItem) => (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openId === item.id) {
      send({ type: 'dropdown.close' });
      const trigger = document.getElementById(`nav-trigger-${item.id}`);
      trigger?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = menuLinks(item.id);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at >= 0) {
      // Inside the open menu the arrows walk its links, wrapping at either end.
      event.preventDefault();
      links[(at + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length]?.focus();
    } else if (event.key === 'ArrowDown' && event.target instanceof HTMLButtonElement) {
      event.preventDefault();
      send({ type: 'dropdown.open', id: item.id });
      if (openId === item.id) links[0]?.focus();
      else focusFirstOf.current = item.id;
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send({ type: 'dropdown.close' });
  };

  return (
    <Nav aria-label="Main" ref={navRef}>
      <List>
        {mainNav.map((item: NavItem) => {
          const current = navItemCurrent(pathname, item);
          if (!item.children) {
            return (
              <Item key={item.id}>
                <TopLink to={item.to} activeOptions={exactPage} aria-current={current}>
                  {item.label}
                </TopLink>
              </Item>
            );
          }
          const open = openId === item.id;
          const menuId = `nav-menu-${item.id}`;
          return (
            <Item
              key={item.id}
              data-dropdown={item.id}
              onPointerEnter={(e) => e.pointerType !== 'touch' && send({ type: 'dropdown.pointerEnter', id: item.id })}
              onPointerLeave={(e) => e.pointerType !== 'touch' && send({ type: 'dropdown.pointerLeave' })}
              onKeyDown={onKeyDown(item)}
              onBlur={onBlur}
            >
              <TopLink to={item.to} activeOptions={exactPage} aria-current={current}>
                {item.label}
              </TopLink>
              <Chevron
                type="button"
                id={`nav-trigger-${item.id}`}
                aria-expanded={open}
                aria-controls={menuId}
                aria-label={`${item.label} submenu`}
                onClick={(event) => {
                  // A mouse has already opened the menu by hovering: its click must not close it again.
                  // Keyboard (Enter/Space), touch and pen clicks toggle.
                  const byMouse = event.detail > 0 && (event.nativeEvent as PointerEvent).pointerType === 'mouse';
                  send(byMouse ? { type: 'dropdown.pointerEnter', id: item.id } : { type: 'dropdown.toggle', id: item.id });
                }}
                data-open={open || undefined}
              >
                <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
                  <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
                </svg>
              </Chevron>
              <Menu id={menuId} data-open={open || undefined} data-testid={menuId}>
                {item.children.map((child) => (
                  <li key={child.to}>
                    <MenuLink
                      to={child.to}
                      activeOptions={exactPage}
                      aria-current={navCurrent(pathname, child.to)}
                      aria-describedby={child.description ? `${menuId}-${child.to.replace(/\W/g, '')}` : undefined}
                      data-thumb={child.still ? '' : undefined}
                    >
                      {child.still ? (
                        <Thumb aria-hidden="true">
                          {shownIds.includes(item.id) ? (
                            <Suspense fallback={null}>
                              <NavThumbnail id={child.still} />
                            </Suspense>
                          ) : null}
                        </Thumb>
                      ) : null}
                      <span>{child.label}</span>
                      {/* The page's name is the label; the line under it is read as the link's description. */}
                      {child.description ? (
                        <small id={`${menuId}-${child.to.replace(/\W/g, '')}`} aria-hidden="true">
                          {child.description}
                        </small>
                      ) : null}
                    </MenuLink>
                  </li>
                ))}
              </Menu>
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}

const menuLinks = (id: string) => [...document.querySelectorAll<HTMLAnchorElement>(`#nav-menu-${id} a[href]`)];

const Nav = styled.nav`
  display: none;
  @media (min-width: ${theme.breakpoint.lg}) {
    display: block;
  }
`;

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: 0.1rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  position: relative;
  display: flex;
  align-items: center;
`;

const TopLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 0.55rem;
  border-radius: ${theme.radius.sm};
  font-size: ${theme.text.sm};
  font-weight: 500;
  text-decoration: none;
  color: ${theme.color.textMuted};
  transition: color ${theme.motion.fast};
  &:hover,
  &[aria-current] {
    color: ${theme.color.text};
  }
  &[aria-current] {
    box-shadow: inset 0 -2px 0 ${theme.color.accent};
    border-radius: 0;
  }
`;

const Chevron = styled.button`
  display: inline-grid;
  place-items: center;
  width: 1.5rem;
  height: 2.75rem;
  margin-left: -0.35rem;
  border: 0;
  background: transparent;
  color: ${theme.color.textSubtle};
  cursor: pointer;
  svg {
    transition: transform ${theme.motion.fast};
  }
  &[data-open] svg {
    transform: rotate(180deg);
  }
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: -0.75rem;
  display: grid;
  grid-template-columns: repeat(2, 19.5rem);
  gap: 0.15rem 0.35rem;
  margin: 0;
  padding: 0.5rem;
  list-style: none;
  background: ${theme.color.bgElevated};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.pop};
  opacity: 0;
  visibility: hidden;
  transform: translateY(-4px);
  transition:
    opacity ${theme.motion.fast},
    transform ${theme.motion.fast},
    visibility 0s linear ${theme.motion.fast};

  &[data-open] {
    opacity: 1;
    visibility: visible;
    transform: none;
    transition:
      opacity ${theme.motion.fast},
      transform ${theme.motion.fast};
  }
  &::before {
    content: '';
    position: absolute;
    inset: -0.6rem 0 auto;
    height: 0.6rem;
  }
`;

/** A fixed 16:9 frame, so nothing moves when the picture arrives; tinted while empty. */
const Thumb = styled.span`
  align-self: center;
  width: 5rem;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  box-shadow: inset 0 0 0 1px ${theme.color.border};
  img {
    transition: transform ${theme.motion.base} ${theme.motion.ease};
  }
  a:hover > & img {
    transform: scale(1.06);
  }
  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
    a:hover > & img {
      transform: none;
    }
  }
`;

const MenuLink = styled(Link)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: center;
  column-gap: 0.85rem;
  row-gap: 0.15rem;
  height: 100%;
  padding: 0.55rem 0.6rem;
  border-radius: ${theme.radius.sm};
  font-size: ${theme.text.sm};
  font-weight: 500;
  text-decoration: none;
  color: ${theme.color.text};
  &[data-thumb] {
    grid-template-columns: 5rem minmax(0, 1fr);
  }
  small {
    font-size: ${theme.text.xs};
    font-weight: 400;
    line-height: 1.35;
    color: ${theme.color.textMuted};
  }
  &[data-thumb] > span,
  &[data-thumb] > small {
    grid-column: 2;
  }
  &[data-thumb] > ${Thumb} {
    grid-column: 1;
    grid-row: 1 / span 2;
  }
  &:hover,
  &:focus-visible {
    background: ${theme.color.surface};
  }
  &[aria-current] {
    background: ${theme.color.surface};
    color: ${theme.color.accentText};
  }
`;
