import styled from 'styled-components';

/** Avery's mark: a soft gradient orb with a monogram. Decorative. */
export function ChatAvatar({ size = 40 }: { size?: number }) {
  return (
    <Orb aria-hidden="true" style={{ width: size, height: size, fontSize: size * 0.42 }}>
      A
    </Orb>
  );
}

const Orb = styled.span`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  border-radius: 50%;
  font-family: ${({ theme }) => theme.font.display};
  font-weight: 600;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.color.accentContrast};
  background:
    radial-gradient(120% 120% at 25% 20%, ${({ theme }) => theme.color.accentStrong} 0%, transparent 55%),
    linear-gradient(140deg, ${({ theme }) => theme.color.accent} 0%, ${({ theme }) => theme.color.warm} 120%);
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.borderStrong} inset;
`;
