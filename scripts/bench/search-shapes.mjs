// The browse search as the web app sends it (api-contract V1; BROWSE_PAGE_SIZE 12, two guests
// by default), one query string per shape of the mix, plus the Home page's top five.
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const browse = (params) =>
  new URLSearchParams({
    guests: '2',
    sort: 'created',
    sortOrder: 'desc',
    limit: '12',
    page: '1',
    ...params,
  }).toString();

export function searchShapes() {
  return [
    { name: 'text only ("lake")', query: browse({ q: 'lake' }) },
    {
      name: 'city + dates + guests',
      query: browse({ q: 'bergen', guests: '4', dateFrom: day(30), dateTo: day(33) }),
    },
    {
      name: 'city + dates, available only',
      query: browse({ q: 'bergen', dateFrom: day(30), dateTo: day(33), available: 'true' }),
    },
    {
      name: 'all four amenities',
      query: browse({ wifi: 'true', parking: 'true', breakfast: 'true', pets: 'true' }),
    },
    { name: 'sort: newest', query: browse({}) },
    { name: 'sort: price low to high', query: browse({ sort: 'price', sortOrder: 'asc' }) },
    { name: 'sort: price high to low', query: browse({ sort: 'price', sortOrder: 'desc' }) },
    { name: 'sort: rating', query: browse({ sort: 'rating', sortOrder: 'desc' }) },
    { name: 'sort: most popular', query: browse({ sort: 'bookings', sortOrder: 'desc' }) },
    { name: 'page 500 (newest)', query: browse({ page: '500' }) },
    { name: 'Home: 5 most booked', query: 'sort=bookings&sortOrder=desc&limit=5' },
  ];
}
