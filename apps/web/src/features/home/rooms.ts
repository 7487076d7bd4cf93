/** The static 'Choose Your Room' showcase (spec §2). */
export interface RoomShowcaseItem {
  id: number;
  imageUrl: string;
  title: string;
  details: string;
}

export const ROOMS: RoomShowcaseItem[] = [
  {
    id: 1,
    imageUrl: '/media/venues/11.svg',
    title: 'Family Suite Room',
    details: '45 m² · 2 queen beds · Garden view',
  },
  {
    id: 2,
    imageUrl: '/media/venues/22.svg',
    title: 'Executive Suite',
    details: '52 m² · 1 king bed · City view',
  },
  {
    id: 3,
    imageUrl: '/media/venues/33.svg',
    title: 'Deluxe Suite',
    details: '38 m² · 1 king bed · Sea view',
  },
  {
    id: 4,
    imageUrl: '/media/venues/44.svg',
    title: 'Premium Suite',
    details: '60 m² · 1 king bed, 1 sofa bed · Mountain view',
  },
  {
    id: 5,
    imageUrl: '/media/venues/55.svg',
    title: 'Junior Suite',
    details: '30 m² · 1 double bed · Courtyard view',
  },
];
