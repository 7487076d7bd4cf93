import { Spinner } from '../../shared/ui';

// Placeholder until the admin area lands; the route /admin/:adminId/* loads this file's default export.
export default function AdminArea() {
  return <Spinner label="Loading the dashboard" />;
}
