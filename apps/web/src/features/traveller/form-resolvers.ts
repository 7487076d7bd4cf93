import { zodResolver } from '@hookform/resolvers/zod';
import { bioFormSchema, profileMediaFormSchema } from '@holidaze/domain';

// Loaded lazily by the forms (see shared/forms/lazy-resolver.ts): this module brings zod.
export const bioResolver = zodResolver(bioFormSchema);
export const profileMediaResolver = zodResolver(profileMediaFormSchema);
