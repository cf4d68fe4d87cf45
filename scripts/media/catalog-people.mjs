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
    animate: { fps: 12, hold: true, poster: 0.36 },
  },
  {
    id: 'case-danone-avatars',
    title: 'One presenter, twelve languages',
    alt: 'An AI presenter in a navy jacket gestures to a large screen in a dark studio, its caption changing language from English to French, German and on through twelve',
    scene: 'presenter',
    variant: { kind: 'avatar' },
    seconds: 5.2,
    animate: { fps: 12, poster: 0.2 },
  },
  {
    // kinetic type cards that open and close the home reel (the reel is cut from these and the works' films):
    // the type settles within 2.5 s and holds, so the library's 4 s minimum is met and the reel can cut at 2-3 s
    id: 'reel-title-open',
    title: 'Lumora Studio: opening title',
    alt: 'The words Lumora Studio rise letter by letter in a serif face on dark violet, a light sweeps across them, and the line “Cinematic video, made at the speed of your brand” writes on below',
    scene: 'titlecard',
    variant: { mode: 'open', name: 'Lumora Studio', line: 'Cinematic video, made at the speed of your brand' },
    seconds: 4,
    animate: { fps: 12, poster: 0.75 },
  },
  {
    id: 'reel-title-close',
    title: 'Lumora Studio: closing title',
    alt: 'Closing card: “AI-assisted production studio” in small violet capitals above the words Lumora Studio, which rise into place as a light sweeps across them',
    scene: 'titlecard',
    variant: { mode: 'close', name: 'Lumora Studio', line: 'AI-assisted production studio' },
    seconds: 4,
    animate: { fps: 12, poster: 0.75 },
  },
  {
    // Care Starts Here (portfolio 8): scene built and drafted, not rendered yet; until it is, the
    // portfolio keeps pointing at its previous film (content switches to this id once rendered)
    id: 'work-care-starts-here',
    fallback: 'service-recruitment-video',
    title: 'Care Starts Here: nurses on the ward',
    alt: 'A nurse in teal scrubs talks to the interviewer on a daylit hospital ward, then crosses to a bed where a care assistant in lilac scrubs sits with an older patient beside a heart monitor',
    scene: 'presenter',
    variant: { kind: 'clinic' },
    seconds: 5.5,
    animate: { fps: 12, poster: 0.2 },
  },
];

/** @type {any[]} */
export const stills = [
  {
    id: 'portfolio-8',
    alt: 'A nurse in teal scrubs speaks to the interviewer on a daylit hospital ward',
    from: 'work-care-starts-here',
    at: 0.15,
  },
  {
    id: 'portfolio-9',
    alt: 'Kael, a red-haired cel-shaded hero with ink outlines, raising his sword against red speed lines beside his name',
    from: 'showcase-anime',
    at: 0.37,
  },
  {
    id: 'case-danone-avatars-frame-1',
    alt: 'Wide: the presenter in a navy jacket beside a screen with twelve language tabs, its caption in French',
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
