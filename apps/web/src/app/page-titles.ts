/** Page titles per path (spec §2); anything else shows the brand alone. */
const TITLES: Record<string, string> = {
  '/': 'Home',
  '/about': 'About',
  '/contact': 'Contact',
  '/login': 'Login',
  '/register': 'Register',
  '/browse': 'Browse',
  '/booking-success': 'Booking Confirmed',
  '/unauthorized': 'Access Denied',
};

export function titleForPath(pathname: string): string | undefined {
  return TITLES[pathname.replace(/\/+$/, '') || '/'];
}
