import styled from 'styled-components';
import { Icon } from '../../../components/ui/icon';
import { wizardCopy } from '../../../content/consultation';
import { site } from '../../../content/site';

/** The exact failure text: "There was an error submitting your consultation request. Please try again or contact us directly at {email}". */
export function ErrorBanner() {
  const text = wizardCopy.error(site.email);
  const before = text.slice(0, text.lastIndexOf(site.email));
  const after = text.slice(text.lastIndexOf(site.email) + site.email.length);
  return (
    <Banner role="alert" data-testid="consultation-error">
      <Icon name="shield" size={20} />
      <p>
        {before}
        <a href={`mailto:${site.email}`}>{site.email}</a>
        {after}
      </p>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  background: color-mix(in srgb, ${({ theme }) => theme.color.danger} 12%, transparent);
  > svg {
    flex: none;
    color: ${({ theme }) => theme.color.danger};
    margin-top: 0.15rem;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.text.sm};
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.color.text};
  }
`;
