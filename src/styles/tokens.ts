/**
 * The single source of visual truth: a raw palette, then semantic tokens for
 * the dark (default) and light themes. Views never use raw colours: they use
 * `theme.color.*`, which resolve to CSS custom properties so switching theme
 * is a class change on <html>, not a React re-render.
 */
export const palette = {
  ink950: '#070708',
  ink900: '#0c0c0e',
  ink850: '#121215',
  ink800: '#19191d',
  ink700: '#26262c',
  ink500: '#5d5b6b',
  ink400: '#8c8a99',
  ink300: '#b9b7c4',
  paper50: '#f7f6f2',
  paper100: '#efede7',
  paper200: '#e4e1d9',
  paper300: '#d3cfc4',
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
  /** Solid fill of the primary call to action: the text colour, so it is ink on paper and paper on ink. */
  inverse: string;
  inverseText: string;
  /**
   * A raised section's band. Dark: a step up from the page. Light: a deeper paper than the page, so white
   * cards stand off both the page and the band.
   */
  band: string;
  /** Behind a picture or a film until it paints (and around letterboxed frames): dark in both themes, so dark artwork keeps its frame. */
  media: string;
  /** A halo behind a hero's picture: a light in the dark theme, a faint tint on paper. */
  glow: string;
  /** The tint washed into a panel's corner (cards, asides, newsletter): a whisper on paper, where a strong tint turns muddy. */
  wash: string;
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
  headerGlass: 'rgba(12,12,14,0.8)',
  overlay: 'rgba(4,4,6,0.74)',
  inverse: palette.paper100,
  inverseText: palette.ink950,
  band: palette.ink850,
  media: palette.ink950,
  glow: 'color-mix(in srgb, #9686ff 26%, transparent)',
  wash: 'color-mix(in srgb, #9686ff 14%, transparent)',
};

export const lightColors: SemanticColors = {
  bg: palette.paper50,
  bgElevated: palette.white,
  /* Cards are white paper on the cream page and on the deeper bands: never grey on cream. */
  surface: palette.white,
  surfaceStrong: palette.paper200,
  border: 'rgba(12,12,14,0.12)',
  borderStrong: 'rgba(12,12,14,0.28)',
  text: palette.ink900,
  textMuted: '#45444a',
  textSubtle: '#5c5b62',
  accent: palette.violet600,
  accentStrong: palette.violet700,
  accentText: palette.violet700,
  accentContrast: palette.white,
  warm: palette.amber600,
  success: palette.green700,
  warning: palette.yellow700,
  danger: palette.red700,
  focus: palette.violet700,
  headerGlass: 'rgba(247,246,242,0.86)',
  overlay: 'rgba(12,12,14,0.55)',
  inverse: palette.ink900,
  inverseText: palette.paper50,
  band: palette.paper100,
  media: palette.ink900,
  glow: 'color-mix(in srgb, #5a43e0 9%, transparent)',
  wash: 'color-mix(in srgb, #5a43e0 5%, transparent)',
};

type Shadows = { card: string; pop: string };

export const darkShadows: Shadows = {
  card: '0 1px 0 rgba(255,255,255,0.04) inset, 0 24px 48px -24px rgba(0,0,0,0.45)',
  pop: '0 30px 80px -20px rgba(0,0,0,0.55)',
};

export const lightShadows: Shadows = {
  card: '0 1px 2px rgba(12,12,14,0.05), 0 18px 40px -24px rgba(12,12,14,0.18)',
  pop: '0 2px 6px rgba(12,12,14,0.05), 0 28px 64px -28px rgba(12,12,14,0.28)',
};

/** CSS declarations for one shadow set, as custom properties. */
export function shadowVariables(shadows: Shadows): string {
  return `--shadow-card:${shadows.card};--shadow-pop:${shadows.pop};`;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** CSS declarations for one colour set, as custom properties. */
export function cssVariables(colors: SemanticColors): string {
  return Object.entries(colors)
    .map(([key, value]) => `--c-${kebab(key)}:${value};`)
    .join('');
}

const colorVars = Object.fromEntries(Object.keys(darkColors).map((key) => [key, `var(--c-${kebab(key)})`])) as Record<
  keyof SemanticColors,
  string
>;

export const theme = {
  color: colorVars,
  font: {
    body: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    /** Instrument Serif (OFL): a condensed editorial serif, set large; one weight, so never bolded. */
    display: "'Instrument Serif', 'Iowan Old Style', Georgia, 'Times New Roman', serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  /**
   * Editorial type scale, fluid with the viewport (360 px → 1920 px): a large
   * display serif against a compact sans body. `display` is the home page's
   * h1 (about 110 px at 1440 px wide, 144 px at 1920 px), `h1` an inner page's.
   */
  text: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: 'clamp(1.125rem, 1.05rem + 0.35vw, 1.3125rem)',
    xl: 'clamp(1.5rem, 1.2rem + 1.1vw, 2.25rem)',
    h3: 'clamp(1.1875rem, 1.1rem + 0.35vw, 1.4375rem)',
    h2: 'clamp(2.375rem, 1.3rem + 3.3vw, 4.75rem)',
    h1: 'clamp(3rem, 1.2rem + 5.2vw, 7.5rem)',
    display: 'clamp(3.25rem, 0.9rem + 6.6vw, 9rem)',
    stat: 'clamp(3rem, 1.8rem + 3.4vw, 5.5rem)',
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
    section: 'clamp(3.5rem, 2rem + 4.5vw, 7rem)',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  /** Per theme (see `darkShadows`/`lightShadows`): deep on ink, a soft ink-tinted lift on paper, never a grey smudge. */
  shadow: {
    card: 'var(--shadow-card)',
    pop: 'var(--shadow-pop)',
  },
  /** A 12-column grid: `max` is the content width on large screens, `wide` the frame of full-bleed media. */
  layout: {
    max: '1600px',
    wide: '1920px',
    gutter: 'clamp(1.25rem, 0.4rem + 3.2vw, 4.5rem)',
    column: 'clamp(1rem, 0.6rem + 1.2vw, 2rem)',
    header: '72px',
    /**
     * The strip at the foot of the viewport the floating chat launcher rests in (3.5rem tall, at most 1.5rem from
     * the edge, plus a 0.5rem breath): whatever ends a screen (the home hero, the footer) keeps it free.
     */
    launcherLane: 'calc(5.5rem + env(safe-area-inset-bottom, 0px))',
  },
  /** White in both themes, blended by difference: light over a dark page, dark over a light one (the custom cursor). */
  differenceInk: palette.white,
  motion: { fast: '160ms', base: '260ms', slow: '520ms', ease: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
  breakpoint: { sm: '40em', md: '56em', lg: '72em', xl: '90em' },
  /** The last width below a breakpoint, for a media query bounded to a range (`max-width`). */
  below: { md: '55.99em', lg: '71.99em' },
  z: { header: 50, chat: 60, banner: 70, modal: 80, cursor: 90 },
} as const;

export type AppTheme = typeof theme;
export type { SemanticColors };
