import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import { Icon } from '#src/components/ui/icon';
import { home } from '#src/content/home';
import { HomeSection } from './home-section';
import { theme } from '#src/styles/tokens';

/** The three pillars (the hero's "Discover More" target, #pillars). */
export function PillarsSection() {
  const { pillars } = home;
  return (
    <HomeSection id="pillars" eyebrow={pillars.eyebrow} heading={pillars.heading} lead={pillars.lead}>
      <Grid>
        {pillars.items.map((pillar, index) => (
          <Pillar key={pillar.title}>
            <Top>
              <Number aria-hidden="true">{String(index + 1).padStart(2, '0')}</Number>
              <IconWrap>
                <Icon name={pillar.icon} size={26} />
              </IconWrap>
            </Top>
            <h3>{pillar.title}</h3>
            <p>{pillar.description}</p>
            <More to={pillar.link.to}>
              {pillar.link.label}
              <span aria-hidden="true"> →</span>
            </More>
          </Pillar>
        ))}
      </Grid>
    </HomeSection>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Pillar = styled.article`
  display: flex;
  flex-direction: column;
  padding: ${theme.space[6]};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background:
    radial-gradient(120% 80% at 100% 0%, ${theme.color.wash}, transparent 60%),
    ${theme.color.surface};
  h3 {
    margin-top: ${theme.space[6]};
  }
  p {
    color: ${theme.color.textMuted};
    flex: 1;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const Number = styled.span`
  font-family: ${theme.font.display};
  font-size: ${theme.text.sm};
  letter-spacing: 0.12em;
  color: ${theme.color.textSubtle};
`;

const IconWrap = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3.25rem;
  height: 3.25rem;
  border-radius: 50%;
  color: ${theme.color.accentText};
  border: 1px solid ${theme.color.borderStrong};
`;

const More = styled(Link)`
  font-weight: 600;
  color: ${theme.color.accentText};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
