import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import { shareMachine } from '#machines/share.machine';
import { useHydrated } from '#src/components/layout/hydration';
import { insightsCopy } from '#src/content/articles';
import { inspect } from '#src/inspect';
import { theme } from '#src/styles/tokens';

const copy = insightsCopy.article;

export const linkedInShareUrl = (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
export const xShareUrl = (url: string, title: string) =>
  `https://x.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`;

/**
 * Share the article: copy its canonical link (share machine, with a short
 * "Link copied" confirmation), LinkedIn and X share links built from the
 * canonical URL, and the device's share sheet where the browser has one.
 */
export function ShareButtons({ url, title, machine = shareMachine }: { url: string; title: string; machine?: typeof shareMachine }) {
  const [state, send] = useMachine(machine, { input: { url, title }, inspect });
  const hydrated = useHydrated();
  const canShareNatively = hydrated && typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copied = state.matches('copied');
  const failed = state.matches('failed');
  return (
    <Rail aria-label={copy.share}>
      <RailTitle aria-hidden="true">Share</RailTitle>
      <ul>
        <li>
          <ShareButton
            type="button"
            onClick={() => send({ type: 'share.copy' })}
            data-state={copied ? 'copied' : failed ? 'failed' : undefined}
            aria-label={copy.copyLink}
            title={copy.copyLink}
          >
            {copied ? (
              <Glyph d="M4 12l5 5L20 6" />
            ) : (
              <Glyph d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
            )}
          </ShareButton>
        </li>
        <li>
          <ShareButton
            as="a"
            href={linkedInShareUrl(url)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={copy.shareLinkedIn}
            title={copy.shareLinkedIn}
          >
            <Glyph d="M6 9v10M6 5.5v.5M10 19v-6a3 3 0 0 1 6 0v6M10 9v10" />
          </ShareButton>
        </li>
        <li>
          <ShareButton
            as="a"
            href={xShareUrl(url, title)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={copy.shareX}
            title={copy.shareX}
          >
            <Glyph d="M5 5l14 14M19 5L5 19" />
          </ShareButton>
        </li>
        {canShareNatively ? (
          <li>
            <ShareButton
              type="button"
              onClick={() => send({ type: 'share.native' })}
              aria-label={copy.shareNative}
              title={copy.shareNative}
            >
              <Glyph d="M12 3v12M7 8l5-5 5 5M5 13v6h14v-6" />
            </ShareButton>
          </li>
        ) : null}
      </ul>
      <Feedback role="status" aria-live="polite">
        {copied ? copy.copied : failed ? copy.copyFailed : ''}
      </Feedback>
    </Rail>
  );
}

function Glyph({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

const Rail = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  ul {
    display: flex;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    position: sticky;
    top: calc(${theme.layout.header} + 2rem);
    flex-direction: column;
    align-items: center;
    ul {
      flex-direction: column;
    }
  }
`;

const RailTitle = styled.span`
  font-size: ${theme.text.xs};
  color: ${theme.color.textSubtle};
`;

const ShareButton = styled.button`
  display: grid;
  place-items: center;
  width: 2.875rem;
  height: 2.875rem;
  border-radius: 50%;
  border: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  cursor: pointer;
  transition:
    background-color ${theme.motion.fast},
    color ${theme.motion.fast},
    border-color ${theme.motion.fast};
  &:hover {
    background: ${theme.color.accent};
    border-color: ${theme.color.accent};
    color: ${theme.color.accentContrast};
  }
  &[data-state='copied'] {
    border-color: ${theme.color.success};
    color: ${theme.color.success};
  }
`;

const Feedback = styled.p`
  margin: 0;
  min-height: 1.2em;
  font-size: ${theme.text.xs};
  color: ${theme.color.success};
  @media (min-width: ${theme.breakpoint.lg}) {
    width: 5rem;
    text-align: center;
  }
`;
