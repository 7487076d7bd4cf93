/**
 * Messages shared by schemas that some pages load up front: a module of their own, so that
 * using one does not bring the whole MESSAGES table into a page's first download.
 */
export const END_AFTER_START = 'The end date must be after the start date';
export const GUESTS_WHOLE = 'Guests must be a whole number of at least 1';
