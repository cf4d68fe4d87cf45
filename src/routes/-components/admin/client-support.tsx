import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { clientPortal } from '../../../content/client-portal';

/** The way to the team from the client area (until the support chat is available here). */
export function ClientSupport() {
  const { support } = clientPortal;
  return (
    <Card aria-labelledby="client-support-title">
      <Icon name="message" size={28} />
      <h2 id="client-support-title">{support.title}</h2>
      <p>{support.text}</p>
      <Actions>
        <ButtonLink to="/contact">{support.contact}</ButtonLink>
        <ButtonLink to="/schedule-consultation" $variant="secondary">
          {support.consultation}
        </ButtonLink>
      </Actions>
    </Card>
  );
}

const Card = styled.section`
  padding: clamp(1.5rem, 1rem + 1.5vw, 2.25rem);
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background:
    radial-gradient(120% 80% at 100% 0%, color-mix(in srgb, ${({ theme }) => theme.color.accent} 16%, transparent), transparent 60%),
    ${({ theme }) => theme.color.bgElevated};
  > svg {
    color: ${({ theme }) => theme.color.accentText};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
  h2 {
    font-size: ${({ theme }) => theme.text.xl};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;
