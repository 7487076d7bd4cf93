export * from './messages';
export * from './media-schema';
export * from './auth-schemas';
export * from './venue-body-schemas';
export * from './venue-form-schema';
export * from './booking-schemas';
export * from './profile-schemas';
export * from './query-schemas';
