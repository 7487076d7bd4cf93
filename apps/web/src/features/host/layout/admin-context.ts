import { useOutletContext } from 'react-router';
import type { Profile, Venue } from '@holidaze/domain';

/** What the admin layout hands its tabs: the manager and their venues (with bookings). */
export interface AdminAreaContext {
  username: string;
  profile: Profile;
  venues: Venue[];
}

export const useAdminArea = () => useOutletContext<AdminAreaContext>();
