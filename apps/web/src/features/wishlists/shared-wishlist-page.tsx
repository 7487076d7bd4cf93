import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { paths } from '../../shared/routes';
import { usePageTitle } from '../../shared/ui/page-title';
import { useSharedWishlist } from '../../shared/wishlists';
import { ListNotReady } from './list-not-ready';
import { ListVenues } from './list-venues';
import { useStayChoice } from './stay-choice';
import { StayDatesForm } from './stay-dates-form';
import styles from '../../shared/wishlists/wishlists.module.css';
import ui from '../../shared/ui/ui.module.css';

/** A list opened by its secret link: read-only, for anyone, signed in or not. */
export default function SharedWishlistPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const [stay, applyStay] = useStayChoice();
  const list = useSharedWishlist(token, stay);
  usePageTitle(list.data?.name ?? t`Shared wishlist`);

  if (list.isPending || list.isError) {
    return (
      <ListNotReady
        list={list}
        missingStatuses={[404]}
        missingTitle={t`This list is not shared`}
        missingText={
          <p>
            <Trans>
              404: the link is wrong, or its owner turned it off. Ask them for a new one, or{' '}
              <Link to={paths.browse()}>browse venues</Link>.
            </Trans>
          </p>
        }
      />
    );
  }
  const venueCount = list.data.venueCount;
  return (
    <div className={styles.page}>
      <div className={`${ui.headRow} ${styles.header}`}>
        <h1>{list.data.name}</h1>
      </div>
      <p className={styles.muted}>
        <Trans>A wishlist shared with you</Trans> ·{' '}
        {plural(venueCount, { one: '# venue', other: '# venues' })}
      </p>
      <StayDatesForm key={`${stay.dateFrom}-${stay.dateTo}`} stay={stay} onApply={applyStay} />
      <ListVenues venues={list.data.venues} stay={stay} empty={t`This list is empty for now.`} />
    </div>
  );
}
