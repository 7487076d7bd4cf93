import { useLiveEvents } from '../../shared/live/use-live-events';
import { signedInName, useSession } from '../../shared/session';

/** Opens the tab's live stream while mounted (the header mounts it for signed-in people). */
export default function LiveConnection() {
  const session = useSession();
  useLiveEvents(session.token, signedInName(session));
  return null;
}
