/** The demo venue's own addresses: outside /api, since they are the venue's, not the spec's calls. */
export const demoVenuePaths = {
  play: '/demo-venue/play',
  script: '/demo-venue/demo-venue.js',
  state: '/demo-venue/state',
  round: '/demo-venue/round',
} as const;
