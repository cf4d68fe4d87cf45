// Shot list for work about screens and interfaces (product lessons, social content in volume). Same
// entry shapes as catalog.mjs; an entry here replaces the catalogue entry with the same id.
// Films here are rendered frame by frame (`animate`); a still `{ from, at }` is that film's own frame.

/** @type {any[]} */
export const clips = [
  {
    // portfolio 6, Ship It for Lattice Software: the first of the onboarding lessons
    id: 'work-ship-it',
    title: 'Ship It: Lesson 1, your first release',
    alt: 'Screens of the Lattice app float in a blue space: a pointer fills in the sign-up form, the camera glides along a glowing thread to the pipeline view where Build, Test and Review pass and Release is pressed, then to a screen reading Released as confetti bursts',
    scene: 'shipit',
    variant: {},
    seconds: 7.5,
    animate: { fps: 24, poster: 0.6 },
  },
  {
    // the Online Content service (its hero, the home services carousel, the navigation thumbnail)
    id: 'service-online-content',
    title: 'Online content: one ad, a wall of tested variations',
    alt: 'A curved wall of phones in a dark studio, each playing a different cut of one coffee ad with its own hook line, colours and call to action; the camera tracks along a row, then pulls back to the whole wall as new variants swipe in across it in waves',
    scene: 'variants',
    variant: {},
    seconds: 7,
    animate: { fps: 24, poster: 0.3 },
    // a wall of small screens full of type: at the usual budget AV1 needed crf 52 and the hook lines blurred
    target: { webm: 1_100_000, mp4: 1_400_000 },
  },
];

/** @type {any[]} */
export const stills = [
  {
    id: 'portfolio-6',
    alt: 'The Lattice pipeline view floating in a blue space: Build, Test and Review have passed, Production is waiting and the pointer rests on the Release button',
    from: 'work-ship-it',
    at: 0.68,
  },
];
