import styled from 'styled-components';
import { BackLink } from '../../../components/ui/back-link';
import { PageHero } from '../../../components/ui/page-hero';
import type { CaseFact } from '../../../content/case-studies';
import { Container } from '../../../components/ui/container';

/**
 * The top of a case study: 'Back to Projects', the study's badge, the
 * page's h1 and lead, then the client facts as a description list.
 */
export function CaseStudyHero({
  badge,
  eyebrow,
  heading,
  lead,
  facts,
}: {
  badge: string;
  eyebrow: string;
  heading: string;
  lead: string;
  facts: readonly CaseFact[];
}) {
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        heading={heading}
        lead={lead}
        before={
          <Top>
            <BackLink to="/projects" label="Back to Projects" />
            <Badge data-testid="case-badge">{badge}</Badge>
          </Top>
        }
      />
      <FactsBand aria-label="Project facts">
        <Container>
          <Facts>
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </Facts>
        </Container>
      </FactsBand>
    </>
  );
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  > a {
    margin-bottom: 0;
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 2.1rem;
  padding: 0.3rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.accent} 55%, transparent);
  background: color-mix(in srgb, ${({ theme }) => theme.color.accent} 14%, transparent);
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.text.xs};
  font-weight: 600;
`;

const FactsBand = styled.section`
  padding-block: ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgElevated};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  margin: 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  dt {
    font-size: ${({ theme }) => theme.text.xs};
    color: ${({ theme }) => theme.color.textSubtle};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-weight: 600;
    color: ${({ theme }) => theme.color.text};
  }
`;
