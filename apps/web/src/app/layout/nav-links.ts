import { msg } from '@lingui/core/macro';
import { paths } from '../../shared/routes';

export const NAV_LINKS = [
  { to: paths.home, label: msg`Home` },
  { to: paths.about, label: msg`About Us` },
  { to: paths.contact, label: msg`Contact Us` },
] as const;
