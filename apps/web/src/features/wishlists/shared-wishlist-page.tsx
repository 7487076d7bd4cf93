import { Link, useParams } from 'react-router';
import { ApiError, apiErrorMessage } from '../../shared/api/http-client';
import { paths } from '../../shared/routes';
import { Alert } from '../../shared/ui/alert';
import { Button } from '../../shared/ui/button';
import { usePageTitle } from '../../shared/ui/page-title';
import { Spinner } from '../../shared/ui/spinner';
import { useSharedWishlist } from '../../shared/wishlists';
import { ListVenues } from './list-venues';
import { useStayChoice } from './stay-choice';
import { StayDatesForm } from './stay-dates-form';
import styles from '../../shared/wishlists/wishlists.module.css';

/** A list opened by its secret link: read-only, for anyone, signed in or not. */
export default function SharedWishlistPage() {
  const { token = '' } = useParams();
  const [stay, applyStay] = useStayChoice();
  const list = useSharedWishlist(token, stay);
  usePageTitle(list.data?.name ?? 'Shared wishlist');

  if (list.isPending) {
    return (
      <div className={styles.page}>
        <Spinner label="Loading the list" />
      </div>
    );
  }
  if (list.isError) {
    const missing = list.error instanceof ApiError && list.error.status === 404;
    return (
      <div className={styles.page}>
        <h1>{missing ? 'This list is not shared' : 'Could not load the list'}</h1>
        {missing ? (
          <p>
            404: the link is wrong, or its owner turned it off. Ask them for a new one, or{' '}
            <Link to={paths.browse()}>browse venues</Link>.
          </p>
        ) : (
          <>
            <Alert>{apiErrorMessage(list.error, 'Please try again.')}</Alert>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </>
        )}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>{list.data.name}</h1>
      </div>
      <p className={styles.muted}>
        A wishlist shared with you ·{' '}
        {list.data.venueCount === 1 ? '1 venue' : `${list.data.venueCount} venues`}
      </p>
      <StayDatesForm key={`${stay.dateFrom}-${stay.dateTo}`} stay={stay} onApply={applyStay} />
      <ListVenues venues={list.data.venues} stay={stay} empty="This list is empty for now." />
    </div>
  );
}
