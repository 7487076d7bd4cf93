import { Spinner } from '../../shared/ui';

// Placeholder until the user area lands; the route /user/:userId/* loads this file's default export.
export default function UserArea() {
  return <Spinner label="Loading your area" />;
}
