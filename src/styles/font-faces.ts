/**
 * The site's @font-face rules, written into the document head as a static
 * <style> of their own (entry-server.tsx), outside styled-components' sheet.
 *
 * Why not in the global style: styled-components adds rules to its sheet
 * whenever a component with new styles first renders (hydration, the chat
 * launcher, a section coming into view). Chromium treats every change to a
 * sheet that holds @font-face rules as a change of the page's fonts and lays
 * out all text again, which cost a full-document layout per insertion.
 * The font files are preloaded by the root route's head links.
 */
export const fontFaceCss = `
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 400 700;
  src: url('/fonts/inter-var.woff2') format('woff2-variations');
}
@font-face {
  font-family: 'Instrument Serif';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url('/fonts/instrument-serif.woff2') format('woff2');
}
@font-face {
  font-family: 'Instrument Serif';
  font-style: italic;
  font-display: swap;
  font-weight: 400;
  src: url('/fonts/instrument-serif-italic.woff2') format('woff2');
}
`;
