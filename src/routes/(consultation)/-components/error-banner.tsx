import styled from 'styled-components';
import { Icon } from '#src/components/ui/icon';
import type { ApiErrorKind } from '#src/api/http';
import { wizardCopy } from '#src/content/consultation';
import { formFailureMessage } from '#src/content/form-messages';
import { site } from '#src/content/site';
import { theme } from '#src/styles/tokens';

const failureTexts = { failed: wizardCopy.error(site.email), invalid: wizardCopy.error(site.email) };

/**
 * Why the request was not sent: on a rate limit, "Too many attempts in a short time. Please try again in a
 * minute."; otherwise the exact failure text "There was an error submitting your consultation request. Please try
 * again or contact us directly at {email}", with the address as a mail link.
 */
export function ErrorBanner({ kind }: { kind: ApiErrorKind | null }) {
  const text = formFailureMessage(kind, failureTexts);
  const at = text.lastIndexOf(site.email);
  return (
    <Banner role="alert" data-testid="consultation-error">
      <Icon name="shield" size={20} />
      {at < 0 ? (
        <p>{text}</p>
      ) : (
        <p>
          {text.slice(0, at)}
          <a href={`mailto:${site.email}`}>{site.email}</a>
          {text.slice(at + site.email.length)}
        </p>
      )}
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
  margin-top: ${theme.space[6]};
  padding: ${theme.space[4]} ${theme.space[5]};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.danger};
  background: color-mix(in srgb, ${theme.color.danger} 12%, transparent);
  > svg {
    flex: none;
    color: ${theme.color.danger};
    margin-top: 0.15rem;
  }
  p {
    margin: 0;
    font-size: ${theme.text.sm};
  }
  a {
    font-weight: 600;
    color: ${theme.color.text};
  }
`;
