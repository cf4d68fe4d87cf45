import { css } from 'styled-components';
import { cssVariables, darkColors } from '#src/styles/tokens';

/**
 * Controls drawn over a poster. Posters and stills are dark artwork in both
 * themes, so whatever sits on them takes the dark theme's colour tokens
 * (light glyph, dark translucent disc) even when the page is light.
 */
export const onPoster = css`
  ${cssVariables(darkColors)}
`;
