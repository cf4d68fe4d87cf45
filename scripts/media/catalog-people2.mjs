// Shot list for more work with people in frame: Kite Finance's vertical series (Money, Explained) and
// the film-production showcase. Same entry shapes as catalog.mjs; an entry here replaces the catalogue
// entry with the same id. Every film here is rendered frame by frame (animate) and cuts between shots.

/** @type {any[]} */
export const clips = [
  {
    // Money, Explained (portfolio 3); the home showcase's social-media slot presents the same work
    id: 'showcase-social',
    title: 'Money, Explained: an episode opening for Kite Finance',
    alt: 'A vertical episode: a presenter in a rust jumper talks in a warm, sunlit living room as the question “How much should I save each month?” pops on word by word, a savings chart builds month by month to £1,200, and the Kite Finance mark closes the episode',
    scene: 'moneyExplained',
    vertical: true,
    seconds: 6.5,
    animate: { fps: 24, poster: 0.25 },
  },
];

/** @type {any[]} */
export const stills = [
  {
    // the portfolio card: a landscape band of the vertical film, the chart card beside the presenter
    id: 'portfolio-3',
    alt: 'A presenter in a rust jumper and round glasses beside an on-screen chart of monthly savings, its twelve bars climbing from January to December',
    from: 'showcase-social',
    at: 0.66,
    crop: [0.5, 0.26, 1],
  },
];
