import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import { Icon } from '#src/components/ui/icon';
import { wizardCopy } from '#src/content/consultation';
import { site } from '#src/content/site';
import { KeepHyphenated } from '#src/components/ui/keep-hyphenated';
import { theme } from '#src/styles/tokens';
import { showRange } from '#src/content/typography';

/** What the visitor gets, the studio's hours, and the way back to the contact form. */
export function WizardAside() {
  return (
    <Aside aria-labelledby="consultation-aside-title">
      <h2 id="consultation-aside-title">
        <KeepHyphenated text={wizardCopy.asideTitle} />
      </h2>
      <ul>
        {wizardCopy.asidePoints.map((point) => (
          <li key={point.text}>
            <Icon name={point.icon} size={20} />
            <span>{showRange(point.text)}</span>
          </li>
        ))}
      </ul>
      <Contact>
        <a href={`mailto:${site.email}`}>
          <Icon name="mail" size={18} />
          {site.email}
        </a>
        <a href={site.phoneHref}>
          <Icon name="phone" size={18} />
          {site.phone}
        </a>
      </Contact>
      <Back to="/contact">
        {wizardCopy.backToContact}
        <span aria-hidden="true"> →</span>
      </Back>
    </Aside>
  );
}

const Aside = styled.aside`
  align-self: start;
  padding: ${theme.space[6]};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: linear-gradient(160deg, ${theme.color.wash}, transparent 60%),
    ${theme.color.bgElevated};

  @media (min-width: ${theme.breakpoint.lg}) {
    position: sticky;
    top: calc(${theme.layout.header} + ${theme.space[5]});
  }

  h2 {
    font-size: ${theme.text.xl};
  }
  ul {
    display: grid;
    gap: ${theme.space[4]};
    margin: ${theme.space[5]} 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space[3]};
    font-size: ${theme.text.sm};
    color: ${theme.color.textMuted};
  }
  li svg {
    color: ${theme.color.accentText};
    margin-top: 0.1rem;
  }
`;

const Contact = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.color.border};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    font-size: ${theme.text.sm};
    text-decoration: none;
    &:hover {
      color: ${theme.color.accentText};
    }
  }
  svg {
    color: ${theme.color.textSubtle};
  }
`;

const Back = styled(Link)`
  display: inline-block;
  margin-top: ${theme.space[5]};
  font-size: ${theme.text.sm};
  font-weight: 600;
  color: ${theme.color.accentText};
  text-decoration: underline;
  text-decoration-color: color-mix(in srgb, currentColor 40%, transparent);
  &:hover {
    text-decoration-color: currentColor;
  }
`;
