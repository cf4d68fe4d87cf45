import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import { footerNav } from '#src/content/navigation';
import { site } from '#src/content/site';
import { Container } from '#src/components/ui/container';
import { Logo } from './logo';
import { openCookieSettings } from './cookie-settings-bridge';
import { showRange } from '#src/content/typography';
import { theme } from '#src/styles/tokens';

/** Site footer with every link docs/product/site.md lists and the Cookie Settings button. */
export function SiteFooter() {
  const year = 2026;
  return (
    <Foot>
      <Container>
        <Top>
          <Brand>
            <Logo />
            <p>{site.tagline}.</p>
            <Contact>
              <a href={`mailto:${site.email}`}>{site.email}</a>
              <a href={site.phoneHref}>{site.phone}</a>
              <span>{showRange(site.officeHours)}</span>
            </Contact>
          </Brand>
          <Column aria-labelledby="footer-strategy">
            {/* These four links lead to the strategy area (strategy, branding, creative, digital), not the video services. */}
            <h2 id="footer-strategy">Strategy</h2>
            <ul>
              {footerNav.services.map((link) => (
                <li key={link.to}>
                  <a href={link.to}>{link.label}</a>
                </li>
              ))}
            </ul>
          </Column>
          <Column aria-labelledby="footer-company">
            <h2 id="footer-company">Company</h2>
            <ul>
              {footerNav.company.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </Column>
          <Column aria-labelledby="footer-legal">
            <h2 id="footer-legal">Legal</h2>
            <ul>
              {footerNav.legal.map((link) => (
                <li key={link.to}>
                  {link.to === '/sitemap.xml' ? <a href={link.to}>{link.label}</a> : <Link to={link.to}>{link.label}</Link>}
                </li>
              ))}
              <li>
                <CookieButton type="button" onClick={openCookieSettings}>
                  Cookie Settings
                </CookieButton>
              </li>
            </ul>
          </Column>
        </Top>
        <Bottom>
          <span>
            © {year} {site.name}. Founded {site.foundingYear}, {site.address.city}.
          </span>
          <span>
            Rated {site.rating.value}/5 from {site.rating.count} reviews
          </span>
        </Bottom>
      </Container>
    </Foot>
  );
}

/* The bottom padding is the chat launcher's lane: at the end of the page nothing sits under it. */
const Foot = styled.footer`
  margin-top: auto;
  padding: ${theme.space[8]} 0 calc(${theme.space[6]} + ${theme.layout.launcherLane});
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.band};
  font-size: ${theme.text.sm};
  color: ${theme.color.textMuted};
`;

const Top = styled.div`
  display: grid;
  gap: ${theme.space[7]};
  grid-template-columns: 1fr;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: repeat(3, 1fr);
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: ${theme.layout.column};
    > :nth-child(1) {
      grid-column: 1 / 7;
    }
    > :nth-child(2) {
      grid-column: 7 / 9;
    }
    > :nth-child(3) {
      grid-column: 9 / 11;
    }
    > :nth-child(4) {
      grid-column: 11 / 13;
    }
  }
`;

const Brand = styled.div`
  @media (min-width: ${theme.breakpoint.sm}) and (max-width: ${theme.below.lg}) {
    grid-column: 1 / -1;
  }
  p {
    max-width: 22ch;
    margin: ${theme.space[5]} 0 ${theme.space[6]};
    font-family: ${theme.font.display};
    font-size: clamp(1.75rem, 1.3rem + 1.6vw, 2.75rem);
    line-height: 1.08;
    color: ${theme.color.text};
    text-wrap: balance;
  }
`;

const Contact = styled.address`
  display: grid;
  gap: 0.3rem;
  font-style: normal;
  a {
    color: ${theme.color.text};
    text-decoration: none;
    width: fit-content;
    min-height: 1.5rem;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Column = styled.nav`
  h2 {
    font-family: ${theme.font.body};
    font-size: ${theme.text.xs};
    font-weight: 500;
    color: ${theme.color.textSubtle};
    margin-bottom: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.15rem;
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 2.25rem;
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:hover,
  button:hover {
    color: ${theme.color.accentText};
  }
`;

const CookieButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  font-size: inherit;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1rem;
  margin-top: ${theme.space[8]};
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.color.border};
  color: ${theme.color.textSubtle};
  font-size: ${theme.text.xs};
`;
