import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { ConsentContext } from '#machines/consent-context';
import { consentCopy } from '#src/content/consent';
import { afterNextPaint } from '#src/components/layout/after-paint';
import { onOpenCookieSettings } from '#src/components/layout/cookie-settings-bridge';
import { pageLoadClock, type PageLoadClock } from '#src/page-load';
import { Icon } from '#src/components/ui/icon';
import { BodyText, ChoiceButton, ChoiceRow, Kicker, Note, QuietButton, ViewHeading } from './consent-styles';
import { SettingsBoundary } from './settings-boundary';
import { theme } from '#src/styles/tokens';

/** The customise view is its own chunk, fetched when a visitor asks for it (or hovers/focuses Customise). */
export const loadCookieSettings = () =>
  import('./cookie-settings').then((module) => {
    // With the preload recovery handling a failed chunk, the import can resolve empty: treat that as a failure too.
    if (!module || typeof module.default !== 'function') throw new Error('Cookie settings are unavailable');
    return module;
  });

type View = 'simple' | 'customise' | null;

/**
 * Cookie consent banner bound to the app-wide consent actor: a non-modal
 * region at the bottom of the viewport. Renders nothing until the machine
 * shows it (never on the server, never before hydration). Focus moves to it
 * when it appears (unless the visitor is busy with another control) and goes
 * back where it was when it closes; nothing is trapped.
 */
export function CookieBanner({
  loadSettings = loadCookieSettings,
  pageLoad = pageLoadClock,
}: {
  loadSettings?: typeof loadCookieSettings;
  /** When the page loaded (the banner appears 1 s after that); tests pass their own. */
  pageLoad?: PageLoadClock;
}) {
  const actor = ConsentContext.useActorRef();
  const view = ConsentContext.useSelector((s): View =>
    s.matches({ shown: 'customise' }) ? 'customise' : s.matches('shown') ? 'simple' : null,
  );
  const [attempt, setAttempt] = useState(0);
  // A fresh lazy component per attempt: React.lazy remembers a rejected import.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the point: a new lazy() per retry
  const Settings = useMemo(() => lazy(loadSettings), [loadSettings, attempt]);
  const returnFocus = useRef<HTMLElement | null>(null);
  const visible = view !== null;

  useEffect(() => {
    actor.send({ type: 'consent.init', sinceLoadMs: pageLoad.msSinceLoad() });
    const stopLoad = pageLoad.onPageLoad(() => actor.send({ type: 'consent.pageLoaded' }));
    const stopSettings = onOpenCookieSettings(() => actor.send({ type: 'consent.open' }));
    return () => {
      stopLoad();
      stopSettings();
    };
  }, [actor, pageLoad]);

  useEffect(() => {
    if (visible) {
      const active = document.activeElement;
      returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const target = returnFocus.current;
    returnFocus.current = null;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (target?.isConnected && lost) target.focus({ preventScroll: true });
  }, [visible]);

  if (!view) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      actor.send({ type: 'consent.close' });
    }
  };

  return (
    <Region aria-label={consentCopy.regionLabel} data-testid="cookie-banner" data-consent-banner="" data-view={view} onKeyDown={onKeyDown}>
      {view === 'customise' ? (
        <SettingsBoundary
          key={attempt}
          onError={() => {
            actor.send({ type: 'consent.settingsFailed' });
            setAttempt((n) => n + 1);
          }}
        >
          <Suspense fallback={<Loading role="status">{consentCopy.settingsLoading}</Loading>}>
            <Settings />
          </Suspense>
        </SettingsBoundary>
      ) : (
        <SimpleView preload={() => void loadSettings().catch(() => undefined)} />
      )}
    </Region>
  );
}

function SimpleView({ preload }: { preload: () => void }) {
  const actor = ConsentContext.useActorRef();
  const gpc = ConsentContext.useSelector((s) => s.context.gpc);
  const settingsFailed = ConsentContext.useSelector((s) => s.context.settingsFailed);
  const hasChoice = ConsentContext.useSelector((s) => s.context.saved !== null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { buttons } = consentCopy;

  // After the banner's first paint: focusing at once would force a style and layout pass of the
  // whole page while it hydrates.
  useEffect(
    () =>
      afterNextPaint(() => {
        if (!isInUseElsewhere(document.activeElement)) headingRef.current?.focus({ preventScroll: true });
      }),
    [],
  );

  return (
    <>
      <Top>
        <Kicker>
          <Icon name="shield" size={16} />
          {consentCopy.eyebrow}
        </Kicker>
        {hasChoice ? (
          <QuietButton type="button" onClick={() => actor.send({ type: 'consent.close' })}>
            {buttons.close}
          </QuietButton>
        ) : null}
      </Top>
      <ViewHeading id="cookie-consent-title" ref={headingRef} tabIndex={-1}>
        {consentCopy.title}
      </ViewHeading>
      <BodyText>
        {consentCopy.body} <Link to={consentCopy.policyLink.to}>{consentCopy.policyLink.label}</Link>.
      </BodyText>
      {gpc ? <Note>{consentCopy.gpcNote.simple}</Note> : null}
      {settingsFailed ? <Note role="status">{consentCopy.settingsFailed}</Note> : null}
      <ChoiceRow>
        <ChoiceButton type="button" onClick={() => actor.send({ type: 'consent.acceptAll' })}>
          {buttons.acceptAll}
        </ChoiceButton>
        <ChoiceButton type="button" onClick={() => actor.send({ type: 'consent.rejectAll' })}>
          {buttons.rejectAll}
        </ChoiceButton>
        <ChoiceButton type="button" onPointerEnter={preload} onFocus={preload} onClick={() => actor.send({ type: 'consent.customise' })}>
          {buttons.customise}
        </ChoiceButton>
      </ChoiceRow>
    </>
  );
}

/**
 * The visitor is already working with a control (typing in a field, an open
 * menu): the banner appears without taking focus from it. Focus left on
 * nothing (the page, or a banner button that just went away) moves to the banner.
 */
function isInUseElsewhere(element: Element | null): boolean {
  if (!element || element === document.body || element === document.documentElement) return false;
  return !element.closest('[data-testid="cookie-banner"]');
}

const rise = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

const Region = styled.section`
  position: fixed;
  z-index: ${theme.z.banner};
  left: 0.5rem;
  right: 0.5rem;
  /*
   * Full width on narrow screens, compact, and above the floating chat launcher (3.5rem tall, 1rem from the bottom)
   * so the chat stays within reach while the banner waits for an answer. From md it is a card in the top-right
   * corner, under the header and the hero's film control: the home hero's calls to action (bottom left) and its
   * figures (bottom right, '50+ countries', '4.9 rating from 150 reviews') stay visible until it is answered,
   * and the chat launcher keeps its own corner.
   * On a short phone screen (under 720 px tall) there is no room for the call to action, the banner and the
   * launcher one above the other: the banner takes the launcher's place at the bottom (the launcher steps aside
   * until the visitor answers) and sets its heading smaller.
   */
  --banner-pad: ${theme.space[4]};
  bottom: calc(max(1rem, env(safe-area-inset-bottom, 0px)) + 4rem);
  max-height: calc(100dvh - 0.5rem - max(1rem, env(safe-area-inset-bottom, 0px)) - 4rem);
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: var(--banner-pad);
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bgElevated};
  box-shadow: ${theme.shadow.pop};
  color: ${theme.color.text};
  animation: ${rise} ${theme.motion.slow} ${theme.motion.ease} both;


  @media (max-width: 39.99em) and (max-height: 45em) {
    --banner-pad: ${theme.space[3]};
    bottom: max(0.5rem, env(safe-area-inset-bottom, 0px));
    max-height: calc(100dvh - 0.5rem - max(0.5rem, env(safe-area-inset-bottom, 0px)));
    ${ViewHeading} {
      font-size: 1.375rem;
    }
  }

  @media (min-width: ${theme.breakpoint.md}) {
    --banner-pad: ${theme.space[5]};
    left: auto;
    right: 1.5rem;
    top: calc(${theme.layout.header} + 4.5rem);
    bottom: auto;
    width: min(27rem, 44vw);
    max-height: calc(100dvh - ${theme.layout.header} - 6rem);
    &[data-view='customise'] {
      width: min(34rem, calc(100vw - 3rem));
    }
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 2.25rem;
  margin-bottom: ${theme.space[1]};
  ${Kicker} {
    margin: 0;
  }
  @media (max-width: 39.99em) {
    min-height: 0;
    margin: 0;
  }
`;

const Loading = styled.p`
  margin: 0;
  padding: ${theme.space[4]} 0;
  font-size: ${theme.text.sm};
  color: ${theme.color.textMuted};
`;
