import { useMediaQuery } from '../../../shared/ui/use-media-query';

/** Wide enough for the map beside the list; narrower screens switch between them. */
export const WIDE_SCREEN = '(min-width: 1100px)';

export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN);
}
