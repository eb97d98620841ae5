/**
 * What the admin console and the customer's pages show of notes, ratings and the team view. Not
 * exported by the main entry (shared: it ships with /login): front ends import it from
 * `@profileproof/contracts/desk`.
 */

export const DESK_SCREENS = {
  notes: {
    title: 'Internal notes',
    hint: 'Only admins see these notes; the customer never does.',
    empty: 'No notes yet.',
    label: 'Add a note',
    add: 'Add note',
    adding: 'Adding…',
    loadFailed: 'The notes could not be loaded.',
    addFailed: 'The note could not be added. Try again.',
    count: (count: number) => `${count} note${count === 1 ? '' : 's'}`,
    formerAdmin: 'Former admin',
  },
  rating: {
    title: 'Rate this report',
    legend: 'How useful was this report?',
    stars: (score: number) => `${score} star${score === 1 ? '' : 's'}`,
    labels: ['', 'Not useful', 'Somewhat useful', 'Useful', 'Very useful', 'Excellent'] as const,
    comment: 'Comment (optional)',
    save: 'Send rating',
    change: 'Update rating',
    saving: 'Sending…',
    saved: 'Thank you, your rating was saved.',
    yours: (score: number) => `You rated this report ${score} out of 5.`,
    changeUntil: (date: string) => `You can change it until ${date}.`,
    locked: 'Ratings can be changed for 7 days after they are given.',
    pickScore: 'Choose from 1 to 5 stars.',
    failed: 'Your rating could not be saved. Try again.',
    reviewedListLabel: (score: number) => `Customer rating: ${score} out of 5`,
    unrated: 'Not rated',
    lowNotice: 'A customer just rated a report 1 or 2 stars: the list shows it.',
  },
  team: {
    title: 'Team',
    subtitle:
      'Who reviewed what over a period of reply days, how fast, how often within the promised window, and how customers rated it.',
    from: 'From',
    to: 'To',
    apply: 'Show',
    period: (from: string, to: string) => `Replies sent from ${from} to ${to} (UTC)`,
    desk: 'Whole desk',
    columns: {
      reviewer: 'Reviewer',
      reviews: 'Reviews',
      handling: 'Median handling',
      window: 'Within window',
      rating: 'Avg. rating',
      holding: 'Holding now',
    },
    none: '—',
    empty: 'No admins yet.',
    loadFailed: 'The team figures could not be loaded.',
    tableLabel: 'Reviewer workload',
  },
} as const;
