import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];

/**
 * An embla carousel with the index of the slide in view, for dots and labels. Imported directly
 * (in a folder of its own, not shared/ui) so that only the pages with a carousel download embla.
 */
export function useCarousel(options: EmblaOptions) {
  const [viewport, embla] = useEmblaCarousel(options);
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => embla && setSelected(embla.selectedScrollSnap()), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onSelect]);

  return { viewport, embla, selected };
}
