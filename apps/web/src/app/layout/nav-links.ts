import { paths } from '../../shared/routes';

export const NAV_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About Us' },
  { to: paths.contact, label: 'Contact Us' },
] as const;
