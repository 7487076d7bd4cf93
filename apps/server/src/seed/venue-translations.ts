/**
 * A few demo venues described in both languages, so the venue page shows its description in
 * the page's language (docs/api.md, "Venues"). Most are written in English with a Norwegian
 * translation; one Norwegian host writes in Norwegian and adds English. Every other demo
 * description is generated in English (venue-descriptions.ts), and is marked as English.
 */
interface DemoTranslation {
  language: 'en' | 'nb';
  /** Written by the host in `language`; it replaces the generated one, so the two match. */
  description: string;
  /** The same in the other language. */
  translation: string;
}

const TRANSLATIONS: Record<string, DemoTranslation> = {
  'Frogner Townhouse Apartment': {
    language: 'en',
    description:
      'Stay in the heart of Oslo, with cafés, galleries and Frogner Park around the corner. The apartment has tall windows, a fully equipped kitchen and quiet bedrooms facing the courtyard.',
    translation:
      'Bo midt i Oslo, med kafeer, gallerier og Frognerparken rett rundt hjørnet. Leiligheten har høye vinduer, et fullt utstyrt kjøkken og rolige soverom mot bakgården.',
  },
  'Northern Lights Cabin': {
    language: 'nb',
    description:
      'En lun hytte på Kvaløya utenfor Tromsø, med nordlys over fjorden fra stuevinduet. Fyr i peisen, ta badstue og gå rett ut på skitur fra døra.',
    translation:
      'A snug cabin on Kvaløya outside Tromsø, with the northern lights over the fjord from the living room window. Light the fire, take a sauna and ski straight from the door.',
  },
  'Alfama Tiled House': {
    language: 'en',
    description:
      'A charming tiled house in the narrow streets of Alfama, with fado drifting up from the neighbourhood in the evening. The roof terrace looks out over the Tagus.',
    translation:
      'Et sjarmerende flislagt hus i de smale gatene i Alfama, med fado fra nabolaget om kvelden. Takterrassen har utsikt over Tejo.',
  },
  'Jungfrau View Chalet': {
    language: 'en',
    description:
      'A cosy base for hikers and skiers, with the Jungfrau in view from every window. Warm wooden rooms, a fireplace and fresh mountain air await.',
    translation:
      'En koselig base for turgåere og skiløpere, med Jungfrau i sikte fra hvert vindu. Varme trerom, peis og frisk fjelluft venter.',
  },
};

/**
 * The description columns of a demo venue: its description and language, and the other one
 * where written. `generated` is drawn either way, so the demo's random stream stays as it was.
 */
export function demoDescriptionColumns(venue: string, generated: string) {
  const translated = TRANSLATIONS[venue];
  return {
    description: translated?.description ?? generated,
    description_language: translated?.language ?? 'en',
    description_translation: translated?.translation ?? null,
  } as const;
}
