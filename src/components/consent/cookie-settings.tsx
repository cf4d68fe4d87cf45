import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ConsentContext } from '#machines/consent-context';
import { consentCategories, consentCopy } from '#src/content/consent';
import { Icon } from '#src/components/ui/icon';
import { BodyText, ChoiceButton, ChoiceRow, Kicker, Note, QuietButton, ViewHeading } from './consent-styles';
import { theme } from '#src/styles/tokens';

/**
 * The banner's customise view, loaded lazily (its own chunk) when a visitor
 * asks for it. One real switch per category; Necessary is shown locked on.
 */
export default function CookieSettings() {
  const actor = ConsentContext.useActorRef();
  const draft = ConsentContext.useSelector((s) => s.context.draft);
  const gpc = ConsentContext.useSelector((s) => s.context.gpc);
  const hasChoice = ConsentContext.useSelector((s) => s.context.saved !== null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  const { buttons } = consentCopy;
  return (
    <Layout data-testid="cookie-settings">
      <Top>
        <Kicker>
          <Icon name="shield" size={16} />
          {consentCopy.eyebrow}
        </Kicker>
        <QuietButton type="button" onClick={() => actor.send({ type: 'consent.close' })}>
          {hasChoice ? buttons.close : buttons.back}
        </QuietButton>
      </Top>
      <ViewHeading id="cookie-settings-title" ref={headingRef} tabIndex={-1}>
        {consentCopy.settingsTitle}
      </ViewHeading>
      <BodyText>{consentCopy.settingsIntro}</BodyText>
      {gpc ? <Note>{consentCopy.gpcNote.settings}</Note> : null}
      <List>
        {consentCategories.map((category) => {
          const on = category.locked ? true : draft[category.id as keyof typeof draft];
          const inputId = `consent-switch-${category.id}`;
          const descriptionId = `consent-desc-${category.id}`;
          return (
            <Row key={category.id} data-category={category.id}>
              <RowHead>
                <label htmlFor={inputId}>{category.title}</label>
                <SwitchWrap>
                  {category.locked ? <Locked aria-hidden="true">{consentCopy.alwaysOn}</Locked> : null}
                  <Switch
                    id={inputId}
                    type="checkbox"
                    role="switch"
                    checked={on}
                    disabled={category.locked}
                    aria-describedby={descriptionId}
                    onChange={() => actor.send({ type: 'consent.toggle', category: category.id })}
                  />
                </SwitchWrap>
              </RowHead>
              <p id={descriptionId}>{category.description}</p>
            </Row>
          );
        })}
      </List>
      <Actions>
        <ChoiceButton type="button" onClick={() => actor.send({ type: 'consent.acceptAll' })}>
          {buttons.acceptAll}
        </ChoiceButton>
        <ChoiceButton type="button" onClick={() => actor.send({ type: 'consent.rejectAll' })}>
          {buttons.rejectAll}
        </ChoiceButton>
        <ChoiceButton type="button" onClick={() => actor.send({ type: 'consent.save' })}>
          {buttons.save}
        </ChoiceButton>
      </Actions>
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: ${theme.space[1]};
  ${Kicker} {
    margin: 0;
  }
`;

/**
 * The choices stay pinned to the foot of the sheet while the categories scroll under them, so Save Preferences is
 * always in full view, however short the screen. The negative margins reach the sheet's edges (its padding).
 */
const Actions = styled(ChoiceRow)`
  position: sticky;
  bottom: calc(-1 * var(--banner-pad, 1rem));
  z-index: 1;
  margin: 0 calc(-1 * var(--banner-pad, 1rem)) calc(-1 * var(--banner-pad, 1rem));
  padding: ${theme.space[3]} var(--banner-pad, 1rem) var(--banner-pad, 1rem);
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.bgElevated};
`;

const List = styled.ul`
  list-style: none;
  margin: ${theme.space[2]} 0 0;
  padding: 0;
  border-top: 1px solid ${theme.color.border};
`;

const Row = styled.li`
  padding: ${theme.space[3]} 0;
  border-bottom: 1px solid ${theme.color.border};
  /* The pinned choices draw the last line. */
  &:last-child {
    border-bottom: 0;
  }
  p {
    margin: ${theme.space[1]} 0 0;
    max-width: 36rem;
    font-size: ${theme.text.xs};
    line-height: 1.6;
    color: ${theme.color.textMuted};
  }
`;

const RowHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  label {
    font-weight: 600;
    font-size: ${theme.text.sm};
    color: ${theme.color.text};
  }
`;

const SwitchWrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
`;

const Locked = styled.span`
  font-size: ${theme.text.xs};
  font-weight: 600;
  color: ${theme.color.success};
`;

const Switch = styled.input`
  appearance: none;
  position: relative;
  flex: none;
  width: 2.875rem;
  height: 1.625rem;
  margin: 0;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.surfaceStrong};
  cursor: pointer;
  transition:
    background-color ${theme.motion.base},
    border-color ${theme.motion.base};
  &::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: calc(1.625rem - 6px);
    height: calc(1.625rem - 6px);
    border-radius: 50%;
    background: ${theme.color.textMuted};
    transition:
      transform ${theme.motion.base} ${theme.motion.ease},
      background-color ${theme.motion.base};
  }
  &:checked {
    background: ${theme.color.accent};
    border-color: ${theme.color.accent};
  }
  &:checked::before {
    transform: translateX(1.25rem);
    background: ${theme.color.accentContrast};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 3px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::before {
      transition: none;
    }
  }
`;
