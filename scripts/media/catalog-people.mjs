// Shot list for work showing characters, presenters and type (the anime opening, avatars, corporate and recruitment films, title cards). Same entry shapes as catalog.mjs;
// an entry here replaces the catalogue entry with the same id. Every film here is rendered frame by frame (animate) and cuts between shots.

/** @type {any[]} */
export const clips = [
  {
    // Emberfall: Opening Sequence (portfolio 9); the home showcase's animation slot presents the same work
    id: 'showcase-anime',
    title: 'Emberfall: the anime opening',
    alt: 'A cel-shaded anime opening: a valley burning at dusk, three inked heroes in red, teal and gold light, a cracked night sky, and the word Emberfall forming from embers',
    scene: 'emberfall',
    seconds: 7,
    animate: { fps: 12, poster: 0.36 },
  },
  {
    id: 'case-danone-avatars',
    title: 'One presenter, twelve languages',
    alt: 'An AI presenter in a navy jacket gestures to a large screen in a dark studio, its caption changing language from English to French, German and on through twelve',
    scene: 'presenter',
    variant: { kind: 'avatar' },
    seconds: 6.5,
    animate: { fps: 12, poster: 0.2 },
  },
];

/** @type {any[]} */
export const stills = [
  {
    id: 'portfolio-9',
    alt: 'Kael, a red-haired cel-shaded hero with ink outlines, raising his sword against red speed lines beside his name',
    from: 'showcase-anime',
    at: 0.37,
  },
  {
    id: 'case-danone-avatars-frame-1',
    alt: 'Wide: the presenter in a navy jacket beside a screen with twelve language tabs and an English caption',
    from: 'case-danone-avatars',
    at: 0.12,
  },
  {
    id: 'case-danone-avatars-frame-2',
    alt: 'Close on the presenter mid-sentence, head and shoulders, the captioned screen soft behind her',
    from: 'case-danone-avatars',
    at: 0.55,
  },
  {
    id: 'case-danone-avatars-frame-3',
    alt: 'Over the presenter’s shoulder onto the screen, where the caption now reads in another of the twelve languages',
    from: 'case-danone-avatars',
    at: 0.9,
  },
];
