/** What other features use of profiles (docs/architecture.md, "Feature boundaries"). */
export {
  createProfileRepository,
  isSystemProfile,
  type ProfileRepository,
  type ProfileWithCounts,
} from './profile-repository.js';
export { PROFILE_CORE_COLUMNS, toProfileCore } from './profile-mapper.js';
