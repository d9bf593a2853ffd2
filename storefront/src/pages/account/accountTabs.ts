/** The account's tabs: `path` under `/account` (the profile is the account home). */
export const accountTabs = [
  { id: 'profile', path: '' },
  { id: 'orders', path: 'orders' },
  { id: 'savedBuilds', path: 'saved-builds' },
  { id: 'affiliate', path: 'affiliate' },
] as const;

export type AccountTab = (typeof accountTabs)[number];
