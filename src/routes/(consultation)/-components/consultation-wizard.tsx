import { yupResolver } from '@hookform/resolvers/yup';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { consultationWizardMachine, wizardStepOf, type ConsultationWizardEmitted } from '#machines/consultation-wizard.machine';
import { Button } from '#src/components/ui/button';
import { Icon } from '#src/components/ui/icon';
import { wizardCopy, wizardSteps } from '#src/content/consultation';
import { site } from '#src/content/site';
import type { ConsultationPrefill } from '#src/consultation/prefill';
import {
  consultationDefaults,
  consultationSchema,
  type ConsultationData,
  type ConsultationValidationContext,
} from '#src/forms/consultation';
import { inspect } from '#src/inspect';
import { ErrorBanner } from './error-banner';
import { StepAdditional } from './step-additional';
import { StepContact } from './step-contact';
import { StepProject } from './step-project';
import { StepScheduling } from './step-scheduling';
import { SuccessScreen } from './success-screen';
import { WizardAside } from './wizard-aside';
import { WizardProgress } from './wizard-progress';
import { theme } from '#src/styles/tokens';

type Props = {
  /** The machine to run (tests pass `consultationWizardMachine.provide(...)`). */
  machine?: typeof consultationWizardMachine;
  /** Fields the chat already collected (from the booking link's query string). */
  prefill?: ConsultationPrefill;
  /** Called once the prefill has been copied into the form (the route then drops it from the address bar). */
  onPrefillUsed?: () => void;
};

/**
 * The four-step consultation wizard. react-hook-form (with the shared yup
 * schema) owns the values; the consultationWizard machine owns the flow:
 * steps, sending, success and error, the session draft and the analytics event,
 * the form's values once the session is read, the server's field messages and
 * where focus goes. The view hands the machine the visitor's edits and applies
 * what it emits to the form and the page.
 */
/**
 * A mouse press on Previous, Next or Schedule Consultation leaves focus in the field: blurring it would validate it,
 * and its message appearing above the buttons would move the button out from under the pointer between press and
 * release, losing the click. The field is left (and checked) once the press is complete, as the step changes.
 */
const keepFieldFocus = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

export function ConsultationWizard({ machine = consultationWizardMachine, prefill, onPrefillUsed }: Props) {
  const [state, send, actor] = useMachine(machine, { input: { prefill }, inspect });
  const step = wizardStepOf(state);
  const busy = state.matches({ editing: { submission: 'busy' } });
  const failed = state.matches({ editing: { submission: 'error' } });
  const success = state.matches('success');
  const { today, timeZone, draft, data, requestId, clock, error } = state.context;

  // One context object for the resolver: slots are checked against the wizard's clock, in the slot's time zone.
  const validationContext = useRef<ConsultationValidationContext>({}).current;
  validationContext.now = clock;

  const form = useForm<ConsultationData, ConsultationValidationContext, ConsultationData>({
    resolver: yupResolver(consultationSchema),
    defaultValues: consultationDefaults,
    context: validationContext,
    mode: 'onTouched',
  });
  const consentEmail = useWatch({ control: form.control, name: 'consent_email' });

  const headingRef = useRef<HTMLHeadingElement>(null);
  /** The last focus the machine asked for: applied once the step it belongs to is shown. */
  const [focus, setFocus] = useState<ConsultationWizardEmitted | null>(null);

  // Declared after useMachine, so this runs right after the actor starts, before the session is read.
  useEffect(() => {
    const subscriptions = [
      actor.on('wizard.fill', ({ values }) => form.reset(values)),
      actor.on('wizard.fieldErrors', ({ errors }) => {
        for (const [name, message] of Object.entries(errors)) form.setError(name as keyof ConsultationData, { type: 'server', message });
      }),
      // A copy: each request is new, even when the machine emits an equal one.
      actor.on('wizard.focusField', (event) => setFocus({ ...event })),
      actor.on('wizard.focusHeading', (event) => setFocus({ ...event })),
      // Hand the machine what the visitor types (only their own edits, not resets).
      form.watch((values, { name }) => {
        if (name) send({ type: 'draft.save', values: values as Partial<ConsultationData> });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, form, send]);

  useEffect(() => {
    const subscription = actor.on('wizard.prefillUsed', () => onPrefillUsed?.());
    return () => subscription.unsubscribe();
  }, [actor, onPrefillUsed]);

  useEffect(() => {
    if (focus?.type === 'wizard.focusHeading') headingRef.current?.focus();
    if (focus?.type !== 'wizard.focusField') return;
    const element = document.querySelector<HTMLElement>(`[name="${focus.name}"]`);
    if (element) element.focus();
    else form.setFocus(focus.name);
  }, [focus, form]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < 4) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(
      (valid) => send({ type: 'wizard.submit', data: valid }),
      (errors) => send({ type: 'wizard.invalid', fields: Object.keys(errors) }),
    )(event);
  };
  const move = (type: 'wizard.next' | 'wizard.previous') => {
    // The field the visitor was in is left now, once the press is complete (see keepFieldFocus): it counts as
    // visited, so a later change to it is checked as it is typed.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest('form') && active.tagName !== 'BUTTON') active.blur();
    send({ type });
  };

  if (success && data && requestId) {
    return (
      <Layout>
        <SuccessScreen data={data} requestId={requestId} />
        <WizardAside />
      </Layout>
    );
  }

  const current = wizardSteps[step - 1]!;
  return (
    <Layout>
      <FormProvider {...form}>
        <Card as="form" noValidate onSubmit={onSubmit} aria-label="Consultation request" aria-busy={busy} data-step={step}>
          <noscript>
            <NoScript>{wizardCopy.noScript(site.email)}</NoScript>
          </noscript>
          <WizardProgress step={step} />
          {draft ? (
            <Restored role="status">
              <Icon name="check" size={16} />
              {wizardCopy.draftRestored}
            </Restored>
          ) : null}
          <StepSet key={step}>
            <legend>
              <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1}>
                {current.title}
              </h2>
            </legend>
            <Intro>
              {current.intro} <span>{wizardCopy.requiredNote}</span>
            </Intro>
            {step === 1 ? <StepContact /> : null}
            {step === 2 ? <StepProject /> : null}
            {step === 3 ? <StepScheduling today={today} browserZone={timeZone} /> : null}
            {step === 4 ? <StepAdditional /> : null}
          </StepSet>
          {/* Next to the button the visitor just pressed, so it is seen where the attempt was made. */}
          {failed ? <ErrorBanner kind={error} /> : null}
          <Nav>
            {step > 1 ? (
              <Button
                type="button"
                $variant="secondary"
                onMouseDown={keepFieldFocus}
                onClick={() => move('wizard.previous')}
                disabled={busy}
              >
                <span aria-hidden="true">←</span> {wizardCopy.previous}
              </Button>
            ) : (
              <span />
            )}
            {step < 4 ? (
              // Distinct keys: React must not turn the clicked Next button into the submit button in place, or the
              // browser's default action for that same click would submit the form.
              <Button key="next" type="button" onMouseDown={keepFieldFocus} onClick={() => move('wizard.next')}>
                {wizardCopy.next} <span aria-hidden="true">→</span>
              </Button>
            ) : (
              <Button
                key="submit"
                type="submit"
                $size="lg"
                onMouseDown={keepFieldFocus}
                disabled={busy || !consentEmail}
                aria-describedby={consentEmail ? undefined : 'consent-needed'}
              >
                {busy ? wizardCopy.submitting : wizardCopy.submit}
              </Button>
            )}
          </Nav>
          {step === 4 && !consentEmail ? <ConsentNeeded id="consent-needed">{wizardCopy.consentNeeded}</ConsentNeeded> : null}
        </Card>
      </FormProvider>
      <WizardAside />
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr) 22rem;
    gap: ${theme.space[7]};
  }
`;

const Card = styled.div`
  min-width: 0;
  padding: clamp(1.25rem, 0.8rem + 2.4vw, 3rem);
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bgElevated};
  box-shadow: ${theme.shadow.card};
`;

const StepSet = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  > legend {
    padding: 0;
    float: left;
    width: 100%;
  }
  > legend + * {
    clear: both;
  }
  h2 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.text.xl};
    outline: none;
    scroll-margin-top: calc(${theme.layout.header} + 2rem);
  }
`;

const Intro = styled.p`
  margin: 0 0 ${theme.space[6]};
  color: ${theme.color.textMuted};
  font-size: ${theme.text.sm};
  span {
    color: ${theme.color.textSubtle};
  }
`;

const Restored = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[5]};
  font-size: ${theme.text.xs};
  color: ${theme.color.success};
`;

const Nav = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[7]};
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.color.border};
  /*
   * Phones: the buttons share the row edge to edge (the empty placeholder of step 1 takes no room, so Next lines up
   * with the fields) and the long submit label gets a line of its own rather than overflowing.
   */
  @media (max-width: 30em) {
    flex-wrap: wrap;
    > span:empty {
      display: none;
    }
    > button {
      flex: 1 1 auto;
    }
  }
`;

const NoScript = styled.p`
  margin: 0 0 ${theme.space[5]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.warning};
  font-size: ${theme.text.sm};
`;

const ConsentNeeded = styled.p`
  margin: ${theme.space[3]} 0 0;
  text-align: right;
  font-size: ${theme.text.xs};
  color: ${theme.color.textMuted};
`;
