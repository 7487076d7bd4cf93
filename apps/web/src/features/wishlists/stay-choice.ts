import { useSearchParams } from 'react-router';
import { DEFAULT_GUESTS, type VenueSearchFilters } from '@holidaze/domain';

/** The dates and guests chosen on a list page, kept in its URL. */
export interface StayChoice {
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  guests?: number | undefined;
}

export function useStayChoice(): [StayChoice, (next: StayChoice) => void] {
  const [params, setParams] = useSearchParams();
  const guests = Number(params.get('guests'));
  const stay: StayChoice = {
    dateFrom: params.get('dateFrom') || undefined,
    dateTo: params.get('dateTo') || undefined,
    guests: Number.isInteger(guests) && guests > 0 ? guests : undefined,
  };
  const apply = (next: StayChoice) => {
    const search = new URLSearchParams();
    if (next.dateFrom) search.set('dateFrom', next.dateFrom);
    if (next.dateTo) search.set('dateTo', next.dateTo);
    if (next.guests && (next.dateFrom || next.dateTo)) search.set('guests', String(next.guests));
    setParams(search, { replace: true });
  };
  return [stay, apply];
}

/** What a venue card needs of the search to say the stay's total and link to those dates. */
export function cardFilters(stay: StayChoice): VenueSearchFilters {
  // Only the dates and guests matter to a card (a search's text and amenities do not).
  return {
    query: '',
    amenities: { wifi: false, parking: false, breakfast: false, pets: false },
    dateFrom: (stay.dateFrom ?? '') as VenueSearchFilters['dateFrom'],
    dateTo: (stay.dateTo ?? '') as VenueSearchFilters['dateTo'],
    guests: stay.guests ?? DEFAULT_GUESTS,
  };
}
