import { yupResolver } from '@hookform/resolvers/yup';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { leadFormMachine } from '../../../../machines/lead-form.machine';
import { HoneypotWrap, TextAreaField, TextField } from '../../../components/forms/field';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Eyebrow, Lead } from '../../../components/ui/section';
import { leadErrorMessage, leadFormCopy as copy } from '../../../content/lead-form';
import type { Picture } from '../../../content/media';
import { leadSchema } from '../../../forms/lead';
import { inspect } from '../../../inspect';

/** The fields a visitor fills in; source, service and page are added on submit. */
const formSchema = leadSchema.pick(['name', 'email', 'company', 'message', 'bot-field']);
type LeadFormValues = { name: string; email: string; company: string; message: string; 'bot-field': string };

type Props = {
  /** Anchor id of the block (the hero's call to action points here). */
  id: string;
  title: string;
  subtitle: string;
  buttonText: string;
  messageLabel: string;
  image: Picture;
  /** The service this form is on (sent as `service`). */
  service: string;
  serviceTitle: string;
  /** The page path (sent as `page`). */
  page: string;
  /** Tests pass the machine with a provided `submitLead` actor. */
  machine?: typeof leadFormMachine;
};

/**
 * A service page's lead form block: title, subtitle, side image and a short
 * form (name, email, company, message). react-hook-form validates with the
 * shared lead schema; the shared leadForm machine sends it to POST
 * /api/leads with source 'service-page' and shows success or failure (the
 * server's field errors, a try-again-in-a-minute note after too many
 * attempts, or the general failure text with the studio's email).
 */
export function LeadFormBlock({ id, title, subtitle, buttonText, messageLabel, image, service, serviceTitle, page, machine = leadFormMachine }: Props) {
  const [state, send] = useMachine(machine, { inspect });
  const statusRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LeadFormValues>({
    resolver: yupResolver(formSchema) as never,
    defaultValues: { name: '', email: '', company: '', message: '', 'bot-field': '' },
  });
  const submitting = state.matches('submitting');
  const succeeded = state.matches('success');
  const failed = state.matches('failed');

  useEffect(() => {
    if (succeeded) reset();
    if (succeeded || failed) statusRef.current?.focus();
  }, [succeeded, failed, reset]);

  const fieldError = (name: keyof LeadFormValues) => errors[name]?.message ?? state.context.fieldErrors[name];
  const prefix = `lead-${service}`;

  return (
    <Band id={id} aria-labelledby={`${prefix}-title`} data-lead-form={service}>
      <Container>
        <Panel>
          <Side aria-hidden="true">
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
            <SideNote>
              <strong>{copy.replyNote.value}</strong>
              <span>{copy.replyNote.label}</span>
            </SideNote>
          </Side>
          <Body>
            <Eyebrow>{serviceTitle}</Eyebrow>
            <h2 id={`${prefix}-title`}>{title}</h2>
            <Lead>{subtitle}</Lead>
            {succeeded ? (
              <Status ref={statusRef} tabIndex={-1} role="status" data-tone="success">
                <h3>{copy.successTitle}</h3>
                <p>{copy.success}</p>
                <Button type="button" $variant="secondary" onClick={() => send({ type: 'lead.reset' })}>
                  {copy.again}
                </Button>
              </Status>
            ) : (
              <Form
                noValidate
                aria-labelledby={`${prefix}-title`}
                onSubmit={handleSubmit((values) =>
                  send({ type: 'lead.submit', data: { ...values, source: 'service-page', service, page } }),
                )}
              >
                <HoneypotWrap aria-hidden="true">
                  <label htmlFor={`${prefix}-bot-field`}>{copy.fields.honeypot}</label>
                  <input id={`${prefix}-bot-field`} type="text" tabIndex={-1} autoComplete="off" {...register('bot-field')} />
                </HoneypotWrap>
                {failed ? (
                  <Status ref={statusRef} tabIndex={-1} role="alert" data-tone="error">
                    <p>{leadErrorMessage(state.context.error)}</p>
                  </Status>
                ) : null}
                <Row>
                  <TextField id={`${prefix}-name`} label={copy.fields.name} autoComplete="name" required error={fieldError('name')} {...register('name')} />
                  <TextField
                    id={`${prefix}-email`}
                    label={copy.fields.email}
                    type="email"
                    autoComplete="email"
                    required
                    error={fieldError('email')}
                    {...register('email')}
                  />
                </Row>
                <TextField
                  id={`${prefix}-company`}
                  label={copy.fields.company}
                  optional
                  autoComplete="organization"
                  error={fieldError('company')}
                  {...register('company')}
                />
                <TextAreaField id={`${prefix}-message`} label={messageLabel} optional rows={4} error={fieldError('message')} {...register('message')} />
                <Actions>
                  <Button type="submit" $size="lg" disabled={submitting} aria-disabled={submitting}>
                    {submitting ? copy.sending : buttonText}
                  </Button>
                  <small>{copy.privacy}</small>
                </Actions>
              </Form>
            )}
          </Body>
        </Panel>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space.section};
`;

const Panel = styled.div`
  display: grid;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgElevated};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  }
`;

const Side = styled.div`
  position: relative;
  min-height: 14rem;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const SideNote = styled.p`
  position: absolute;
  left: ${({ theme }) => theme.space[5]};
  bottom: ${({ theme }) => theme.space[5]};
  display: grid;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.headerGlass};
  backdrop-filter: blur(10px);
  strong {
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.text.xl};
  }
  span {
    font-size: ${({ theme }) => theme.text.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Body = styled.div`
  padding: clamp(1.75rem, 1rem + 3vw, 3.5rem);
  h2 {
    max-width: 20ch;
  }
`;

const Form = styled.form`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  small {
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

const Status = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  outline: none;
  &[data-tone='success'] {
    border-color: color-mix(in srgb, ${({ theme }) => theme.color.success} 50%, transparent);
    background: color-mix(in srgb, ${({ theme }) => theme.color.success} 10%, transparent);
  }
  &[data-tone='error'] {
    margin-top: 0;
    border-color: color-mix(in srgb, ${({ theme }) => theme.color.danger} 50%, transparent);
    background: color-mix(in srgb, ${({ theme }) => theme.color.danger} 10%, transparent);
  }
  p {
    margin: 0;
  }
  h3 + p {
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;
