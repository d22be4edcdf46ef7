/** Every destination of the main navigation: the header's links, the menu's, and the screen-size test's. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/review', label: 'Review' },
  { href: '/companies', label: 'Companies' },
  { href: '/funds', label: 'Funds' },
  { href: '/trackers', label: 'Trackers' },
  { href: '/meetings', label: 'Meetings' },
  { href: '/search', label: 'Search' },
  { href: '/connections', label: 'Connections' },
] as const;
