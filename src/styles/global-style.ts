import { createGlobalStyle } from 'styled-components';
import { cssVariables, darkColors, darkShadows, lightShadows, shadowVariables, theme, lightColors } from './tokens';

export const GlobalStyle = createGlobalStyle`
  :root, :root.dark { ${cssVariables(darkColors)} ${shadowVariables(darkShadows)} color-scheme: dark; }
  :root.light { ${cssVariables(lightColors)} ${shadowVariables(lightShadows)} color-scheme: light; }

  *, *::before, *::after { box-sizing: border-box; }
  /* The bottom padding keeps a focused or scrolled-to field clear of the chat launcher. */
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    scroll-padding-top: 96px;
    scroll-padding-bottom: calc(${theme.layout.launcherLane} + 0.5rem);
    font-synthesis-weight: none;
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }
  }
  /* On paper nothing moves: a transition or animation caught half-way would print half-faded or offset. */
  @media print {
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${theme.color.bg};
    color: ${theme.color.text};
    font-family: ${theme.font.body};
    font-size: ${theme.text.md};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    counter-reset: eyebrow;
  }
  /* Display serif for the page and section titles; the sans for everything a visitor scans (h3, h4). */
  h1, h2, h3, h4 {
    margin: 0 0 ${theme.space[4]};
    text-wrap: balance;
    hyphens: manual;
  }
  h1, h2 {
    font-family: ${theme.font.display};
    font-weight: 400;
    line-height: 0.98;
    letter-spacing: -0.015em;
  }
  h1 { font-size: ${theme.text.h1}; }
  h2 { font-size: ${theme.text.h2}; line-height: 1.02; }
  h3, h4 {
    font-family: ${theme.font.body};
    font-weight: 600;
    line-height: 1.25;
    letter-spacing: -0.015em;
  }
  h3 { font-size: ${theme.text.h3}; }
  table, time, data, .tabular { font-variant-numeric: tabular-nums; }
  p { margin: 0 0 ${theme.space[4]}; text-wrap: pretty; }
  a { color: inherit; text-decoration-thickness: 1px; text-underline-offset: 0.2em; }
  img, svg, video { display: block; max-width: 100%; }
  img { height: auto; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 3px; }
  ::selection { background: ${theme.color.accent}; color: ${theme.color.accentContrast}; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
