/** What other features use of notifications (docs/architecture.md, "Feature boundaries"). */
export { createNotifier, type NoticeSettings } from './notifier.js';
