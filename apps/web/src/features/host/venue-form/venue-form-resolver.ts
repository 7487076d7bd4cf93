import { zodResolver } from '@hookform/resolvers/zod';
import { venueFormSchema } from '@holidaze/domain';

// Loaded lazily by the form (see shared/forms/lazy-resolver.ts): this module brings zod.
export const venueFormResolver = zodResolver(venueFormSchema);
