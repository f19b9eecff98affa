// The moderation feature's entry: what other features use of it (they import it from here, not from its files).
import './moderation.css';

export { DECISION_NOT_SAVED } from './messages';
export { AppealQueue } from './components/AppealQueue';
export { ModerationLog } from './components/ModerationLog';
export { PublicationQueue } from './components/PublicationQueue';
export { ReplyQueue } from './components/ReplyQueue';
export { ReviewQueue } from './components/ReviewQueue';
export { ReviewReportsQueue } from './components/ReviewReportsQueue';
