import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFocusTrap } from './use-focus-trap';
import { theme } from '#src/styles/tokens';

type Props = {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** 'Close', Escape and a click on the backdrop all call it. */
  onClose: () => void;
  closeLabel: string;
  /** A short line in the dialog's bar, beside the close button. */
  kicker?: ReactNode;
  /** Where focus goes when the dialog opens (default: the close button). */
  initialFocus?: () => HTMLElement | null;
  /** `wide`: a film shown as large as the screen allows (the home reel). */
  size?: 'default' | 'wide';
  /** data-* attributes for the dialog element, and a test id for the backdrop. */
  data?: Record<`data-${string}`, string | number>;
  backdropTestId?: string;
  children: ReactNode;
};

/**
 * The site's modal dialog (the portfolio's project details, the home reel): role dialog, aria-modal,
 * named by its heading, focus moved in and trapped while open and given back to the element that had it
 * on close, closed by its 'Close' button, Escape or a click on the backdrop; the page behind does not
 * scroll. Open it by rendering it, close it by not rendering it.
 */
export function ModalDialog({
  labelledBy,
  onClose,
  closeLabel,
  kicker,
  initialFocus,
  size = 'default',
  data,
  backdropTestId,
  children,
}: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const focusFirst = useCallback(() => initialFocus?.() ?? closeRef.current, [initialFocus]);
  useFocusTrap(dialogRef, true, { onEscape: onClose, initialFocus: focusFirst, allowOutsideClick: true });

  // The page behind does not scroll while the dialog is open.
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  return (
    <Backdrop data-testid={backdropTestId} onClick={onClose}>
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        data-size={size}
        {...data}
        onClick={(event) => event.stopPropagation()}
      >
        <Bar>
          <Kicker>{kicker}</Kicker>
          <CloseButton ref={closeRef} type="button" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            {closeLabel}
          </CloseButton>
        </Bar>
        {children}
      </Dialog>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.z.modal};
  display: grid;
  place-items: center;
  padding: clamp(0rem, -1rem + 4vw, 2rem);
  background: ${theme.color.overlay};
  backdrop-filter: blur(6px);
  animation: modal-fade 220ms ease both;
  @keyframes modal-fade {
    from {
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Dialog = styled.div`
  position: relative;
  width: min(100%, 60rem);
  max-height: 100%;
  overflow: auto;
  overscroll-behavior: contain;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.bgElevated};
  box-shadow: ${theme.shadow.pop};
  outline: none;
  animation: modal-rise 320ms ${theme.motion.ease} both;
  @keyframes modal-rise {
    from {
      opacity: 0;
      transform: translateY(16px) scale(0.98);
    }
  }
  /* A film as large as the screen allows: the bar plus a 16:9 frame within the viewport's height. */
  &[data-size='wide'] {
    width: min(100%, 120rem, calc((100svh - 8rem) * 16 / 9));
  }
  @media (max-width: 40em) {
    height: 100%;
    border-radius: 0;
    border: 0;
    &[data-size='wide'] {
      height: auto;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[5]};
  background: ${theme.color.headerGlass};
  backdrop-filter: blur(10px);
  border-bottom: 1px solid ${theme.color.border};
`;

const Kicker = styled.p`
  margin: 0;
  font-size: ${theme.text.xs};
  color: ${theme.color.accentText};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 2.75rem;
  padding: 0 1rem;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-weight: 600;
  font-size: ${theme.text.sm};
  cursor: pointer;
  &:hover {
    border-color: ${theme.color.text};
  }
`;
