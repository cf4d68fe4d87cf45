/**
 * The single source of visual truth: a raw palette, then semantic tokens for
 * the dark (default) and light themes. Views never use raw colours: they use
 * `theme.color.*`, which resolve to CSS custom properties so switching theme
 * is a class change on <html>, not a React re-render.
 */
export const palette = {
  ink950: '#07070a',
  ink900: '#0c0c11',
  ink850: '#12121a',
  ink800: '#191923',
  ink700: '#262633',
  ink500: '#5d5b6b',
  ink400: '#8c8a99',
  ink300: '#b9b7c4',
  paper50: '#fbfaf7',
  paper100: '#f4f2ec',
  paper200: '#e9e6dd',
  paper300: '#d8d4c8',
  violet300: '#b4a8ff',
  violet400: '#9686ff',
  violet600: '#5a43e0',
  violet700: '#4632c4',
  amber300: '#ffc98a',
  amber600: '#b0600b',
  green400: '#4ade9b',
  green700: '#137a4a',
  yellow300: '#f5d565',
  yellow700: '#8a6a00',
  red400: '#ff7a7a',
  red700: '#b42323',
  white: '#ffffff',
  black: '#000000',
} as const;

type SemanticColors = {
  bg: string;
  bgElevated: string;
  surface: string;
  surfaceStrong: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  textSubtle: string;
  accent: string;
  accentStrong: string;
  accentText: string;
  accentContrast: string;
  warm: string;
  success: string;
  warning: string;
  danger: string;
  focus: string;
  headerGlass: string;
  overlay: string;
};

export const darkColors: SemanticColors = {
  bg: palette.ink900,
  bgElevated: palette.ink850,
  surface: palette.ink800,
  surfaceStrong: palette.ink700,
  border: 'rgba(255,255,255,0.09)',
  borderStrong: 'rgba(255,255,255,0.2)',
  text: palette.paper100,
  textMuted: palette.ink300,
  textSubtle: palette.ink400,
  accent: palette.violet400,
  accentStrong: palette.violet300,
  accentText: palette.violet300,
  accentContrast: palette.ink950,
  warm: palette.amber300,
  success: palette.green400,
  warning: palette.yellow300,
  danger: palette.red400,
  focus: palette.amber300,
  headerGlass: 'rgba(12,12,17,0.82)',
  overlay: 'rgba(4,4,8,0.72)',
};

export const lightColors: SemanticColors = {
  bg: palette.paper50,
  bgElevated: palette.white,
  surface: palette.paper100,
  surfaceStrong: palette.paper200,
  border: 'rgba(12,12,17,0.1)',
  borderStrong: 'rgba(12,12,17,0.24)',
  text: palette.ink900,
  textMuted: '#45434f',
  textSubtle: '#5f5d6b',
  accent: palette.violet600,
  accentStrong: palette.violet700,
  accentText: palette.violet700,
  accentContrast: palette.white,
  warm: palette.amber600,
  success: palette.green700,
  warning: palette.yellow700,
  danger: palette.red700,
  focus: palette.violet700,
  headerGlass: 'rgba(251,250,247,0.86)',
  overlay: 'rgba(12,12,17,0.55)',
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** CSS declarations for one colour set, as custom properties. */
export function cssVariables(colors: SemanticColors): string {
  return Object.entries(colors)
    .map(([key, value]) => `--c-${kebab(key)}:${value};`)
    .join('');
}

const colorVars = Object.fromEntries(
  Object.keys(darkColors).map((key) => [key, `var(--c-${kebab(key)})`]),
) as Record<keyof SemanticColors, string>;

export const theme = {
  color: colorVars,
  font: {
    body: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    display: "'Space Grotesk Variable', 'Inter Variable', system-ui, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  /** Fluid type scale (360 px → 1440 px). */
  text: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: 'clamp(1.125rem, 1.05rem + 0.35vw, 1.3125rem)',
    xl: 'clamp(1.375rem, 1.2rem + 0.8vw, 1.875rem)',
    h3: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.625rem)',
    h2: 'clamp(1.875rem, 1.4rem + 2.1vw, 3.25rem)',
    h1: 'clamp(2.5rem, 1.7rem + 3.6vw, 5rem)',
  },
  space: {
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
    8: '4rem',
    9: '6rem',
    section: 'clamp(4rem, 2.5rem + 6vw, 8.5rem)',
  },
  radius: { sm: '8px', md: '14px', lg: '22px', pill: '999px' },
  shadow: {
    card: '0 1px 0 rgba(255,255,255,0.04) inset, 0 24px 48px -24px rgba(0,0,0,0.45)',
    pop: '0 30px 80px -20px rgba(0,0,0,0.55)',
  },
  layout: { max: '1240px', wide: '1440px', gutter: 'clamp(1.25rem, 0.8rem + 2vw, 2.5rem)', header: '72px' },
  motion: { fast: '160ms', base: '260ms', slow: '520ms', ease: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
  breakpoint: { sm: '40em', md: '56em', lg: '72em', xl: '90em' },
  z: { header: 50, chat: 60, banner: 70, modal: 80, cursor: 90 },
} as const;

export type AppTheme = typeof theme;
export type { SemanticColors };
