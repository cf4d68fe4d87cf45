import styled from 'styled-components';

/**
 * An illustration drawn for each theme: the dark rendition under the dark theme, the light one under
 * `html.light`. Both renditions share one size, so the switch never moves the layout; both are lazy, and
 * Chromium never fetches a lazy image that is not displayed, so a visitor downloads only their theme's one.
 */
export function ThemedArt({
  dark,
  light,
  alt,
  width,
  height,
}: {
  dark: string;
  light: string;
  alt: string;
  width: number;
  height: number;
}) {
  return (
    <>
      <Art src={dark} alt={alt} width={width} height={height} loading="lazy" decoding="async" data-art-theme="dark" />
      <Art src={light} alt={alt} width={width} height={height} loading="lazy" decoding="async" data-art-theme="light" />
    </>
  );
}

const Art = styled.img`
  html.light &[data-art-theme='dark'],
  html:not(.light) &[data-art-theme='light'] {
    display: none;
  }
`;
