import styled from 'styled-components';

/** A page section with the vertical rhythm of the site. */
export const Section = styled.section<{ $tone?: 'plain' | 'raised' }>`
  padding-block: ${({ theme }) => theme.space.section};
  background: ${({ theme, $tone }) => ($tone === 'raised' ? theme.color.bgElevated : 'transparent')};
  border-top: ${({ theme, $tone }) => ($tone === 'raised' ? `1px solid ${theme.color.border}` : 'none')};
  border-bottom: ${({ theme, $tone }) => ($tone === 'raised' ? `1px solid ${theme.color.border}` : 'none')};
`;

export const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.text.xs};
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.accentText};

  &::before {
    content: '';
    width: 1.5rem;
    height: 1px;
    background: currentColor;
  }
`;

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.text.lg};
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 40rem;
`;

export const SectionHeader = styled.header<{ $center?: boolean }>`
  max-width: 46rem;
  margin: 0 ${({ $center }) => ($center ? 'auto' : '0')} ${({ theme }) => theme.space[7]};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
  ${Lead} {
    margin-inline: ${({ $center }) => ($center ? 'auto' : '0')};
  }
`;
