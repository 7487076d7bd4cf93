import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { Profile } from '@holidaze/domain';
import { ProfileAvatar, ProfileImage } from '../../../shared/ui/profile-image';
import { roleLabel } from './role-label';
import styles from './traveller-area.module.css';

// The dialog and its form library load when it is first opened, not with the area.
const MediaDialog = lazy(() => import('./media-dialog').then((m) => ({ default: m.MediaDialog })));

/** Banner and avatar, each with its edit button; name and role below. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState<Editable | null>(null);
  return (
    <header className={styles.header}>
      <div className={styles.banner}>
        <ProfileImage
          profile={profile}
          kind="banner"
          className={styles.bannerImage}
          sizes="100vw"
          width={1200}
          height={300}
        />
        <EditButton kind="banner" onEdit={setEditing} withText />
      </div>
      <div className={styles.identity}>
        <div className={styles.avatarWrap}>
          <ProfileAvatar profile={profile} size={128} className={styles.avatar} />
          <EditButton kind="avatar" onEdit={setEditing} />
        </div>
        <div>
          <h1 className={styles.name}>{profile.name}</h1>
          <p className={styles.role}>{roleLabel(profile)}</p>
        </div>
      </div>
      {editing && (
        <Suspense fallback={null}>
          <MediaDialog kind={editing} username={profile.name} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </header>
  );
}

type Editable = 'avatar' | 'banner';

const editClass: Record<Editable, string | undefined> = {
  avatar: styles.editAvatar,
  banner: styles.editBanner,
};

/** The pencil on the avatar or the banner; on the banner its words show on a wide screen. */
function EditButton({
  kind,
  onEdit,
  withText = false,
}: {
  kind: Editable;
  onEdit(kind: Editable): void;
  withText?: boolean;
}) {
  const { t } = useLingui();
  const label = kind === 'avatar' ? t`Edit avatar` : t`Edit banner`;
  return (
    <button
      type="button"
      className={`${styles.editButton} ${editClass[kind]}`}
      aria-label={label}
      onClick={() => onEdit(kind)}
    >
      <PencilIcon />
      {withText && (
        <>
          {' '}
          <span className={styles.editText}>{label}</span>
        </>
      )}
    </button>
  );
}

function PencilIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
      />
    </svg>
  );
}
