/** What other features use of conversations (docs/architecture.md, "Feature boundaries"). */
export { createProfileBlockRepository } from './profile-block-repository.js';
export { BLOCKED_BY_OTHER, joinConversation } from './conversation-service.js';
export { devMessageNudgeRoutes } from './dev-message-nudge-routes.js';
