// The home reel's edit: which works it shows, in which order, and which seconds of each work's film.
// `npm run media:reel` renders exactly these frames again at 1920 × 1080 from each work's scene (its
// catalogue entry: scene, variant, animate) and cuts them together; see scripts/media/reel.mjs.
//
// A shot: { clip, from, to } — the catalogue id of the work's film and the window of that film in
// seconds (t of the film, so frame i of the film at its animate fps is rendered with p = i / n, t = i / fps).
// `optional: true` leaves a shot out while its clip is not in the catalogue.
// No title cards: the reel plays behind the home hero's own headline, and a card's words would run into it.
// The cut follows one beat: every shot lasts a whole number of beats, 1.5 to 3 s.

/** @type {{ id: string, title: string, alt: string, beat: number, poster: { clip: string, t: number }, shots: { clip: string, from: number, to: number, optional?: boolean }[] }} */
export const reel = {
  id: 'hero-reel',
  title: 'Lumora Studio reel',
  /**
   * The poster (the hero's first paint, and what stays under reduced motion): the frame at `t` seconds
   * of `clip`'s film, inside one of the shots below. `alt` describes that frame.
   */
  poster: { clip: 'case-tropic-twist', t: 2 },
  alt: 'A Tropic Twist can with its printed label, mango cubes and passion fruit swirling round it in sunset light',
  beat: 0.5,
  shots: [
    { clip: 'case-tropic-twist', from: 1, to: 3 },
    { clip: 'service-real-estate-video', from: 3.5, to: 5.5 },
    { clip: 'showcase-anime', from: 0, to: 1.5 },
    { clip: 'work-night-ritual', from: 0.5, to: 2.5 },
    { clip: 'case-spiral-potato-truck', from: 0.5, to: 2.5 },
    { clip: 'work-city-in-motion', from: 0.5, to: 2.5 },
    { clip: 'service-ai-image-design', from: 0, to: 2 },
    { clip: 'work-coastlines', from: 1, to: 3 },
    { clip: 'case-danone-avatars', from: 1, to: 3 },
    { clip: 'work-ship-it', from: 5, to: 7 },
    { clip: 'showcase-anime', from: 3.5, to: 5.5 },
    { clip: 'service-online-content', from: 3, to: 5 },
    { clip: 'case-cultural-luxury', from: 4, to: 6 },
    { clip: 'work-care-starts-here', from: 3, to: 5 },
    { clip: 'service-recruitment-video', from: 3.5, to: 5.5 },
    { clip: 'work-where-water-goes', from: 1, to: 3 },
    { clip: 'showcase-anime', from: 5.5, to: 7 },
  ],
};
