import styled from 'styled-components';
import { ContactLines } from '#src/components/blocks/contact-lines';
import { Icon } from '#src/components/ui/icon';
import { portfolioCopy } from '#src/content/portfolio';
import { theme } from '#src/styles/tokens';

const copy = portfolioCopy.form;

/** Contact details and the 24-hour reply promise beside the portfolio form. */
export function StartProjectAside() {
  return (
    <Aside aria-labelledby="portfolio-contact-title">
      <h3 id="portfolio-contact-title">{copy.contactHeading}</h3>
      <ContactLines />
      <ReplyPromise>
        <Icon name="bolt" />
        <span>
          <strong>{copy.replyPromise}</strong>
          {copy.replyText}
        </span>
      </ReplyPromise>
    </Aside>
  );
}

const Aside = styled.aside`
  display: grid;
  align-content: start;
  gap: ${theme.space[5]};
  h3 {
    margin: 0;
    font-size: ${theme.text.xl};
  }
`;

const ReplyPromise = styled.p`
  display: flex;
  gap: ${theme.space[3]};
  margin: 0;
  padding: ${theme.space[5]};
  border-radius: ${theme.radius.md};
  border: 1px solid color-mix(in srgb, ${theme.color.warm} 40%, transparent);
  background: color-mix(in srgb, ${theme.color.warm} 8%, transparent);
  color: ${theme.color.textMuted};
  svg {
    flex: none;
    color: ${theme.color.warm};
  }
  span {
    display: grid;
    gap: ${theme.space[1]};
  }
  strong {
    color: ${theme.color.text};
  }
`;
