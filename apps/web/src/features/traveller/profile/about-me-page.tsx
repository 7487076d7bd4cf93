import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId } from 'react';
import { EmailAddress } from '../../../shared/ui/email-address';
import { roleLabel } from '../layout/role-label';
import { useTravellerArea } from '../layout/traveller-context';
import { BioEditor } from './bio-editor';
import styles from './about-me.module.css';
import ui from '../../../shared/ui/ui.module.css';
import { Fact } from '../../../shared/ui/fact';

const EmailPreferences = lazy(() => import('./email-preferences'));
const LanguageSetting = lazy(() => import('./language-setting'));
// Reviews (and their figure) load after the page's first view, in a chunk of their own.
const ProfileReviews = lazy(() =>
  import('./profile-reviews').then((module) => ({ default: module.ProfileReviews })),
);
const ReviewsGivenCount = lazy(() => import('./profile-reviews'));

/**
 * About Me (spec §2), with real figures: the reviews the person wrote ("Reviews Given") and
 * hosts' reviews of them as a guest, or that there are none yet.
 */
export function AboutMePage() {
  const { t } = useLingui();
  const { profile } = useTravellerArea();
  const headingId = useId();
  const reviewsId = useId();
  return (
    <div className={ui.stack5}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.title}>
          <Trans>About Me</Trans>
        </h2>
        <dl className={styles.details}>
          <Fact term={t`Name`}>{profile.name}</Fact>
          <Fact term={t`Role`}>{roleLabel(profile)}</Fact>
          <Fact term={t`Email`}>
            <EmailAddress address={profile.email} />
          </Fact>
        </dl>
        <dl className={styles.stats}>
          <Fact className={styles.stat} term={t`Bookings Made`}>
            {profile._count?.bookings ?? profile.bookings?.length ?? 0}
          </Fact>
          <Fact className={styles.stat} term={t`Reviews Given`}>
            <Suspense fallback="0">
              <ReviewsGivenCount name={profile.name} />
            </Suspense>
          </Fact>
        </dl>
        <BioEditor username={profile.name} bio={profile.bio ?? ''} />
      </section>
      <Suspense fallback={null}>
        <EmailPreferences />
      </Suspense>
      <Suspense fallback={null}>
        <LanguageSetting />
      </Suspense>
      <section className={styles.card} aria-labelledby={reviewsId}>
        <h2 id={reviewsId} className={styles.title}>
          <Trans>Reviews</Trans>
        </h2>
        <Suspense fallback={null}>
          <ProfileReviews name={profile.name} />
        </Suspense>
      </section>
    </div>
  );
}
