import styled from 'styled-components';
import { theme } from '#src/styles/tokens';

/** Centred content column with the site gutter. */
export const Container = styled.div<{ $wide?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $wide }) => ($wide ? theme.layout.wide : theme.layout.max)};
  margin-inline: auto;
  padding-inline: ${theme.layout.gutter};
`;
