import { useOutletContext } from 'react-router';
import type { Profile, Venue } from '@holidaze/domain';

/** What the host's layout hands its tabs: the manager and their venues (with bookings). */
export interface HostAreaContext {
  username: string;
  profile: Profile;
  venues: Venue[];
}

export const useHostArea = () => useOutletContext<HostAreaContext>();
