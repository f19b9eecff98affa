// The moderation feature's entry: what other features use of it (they import it from here, not from its files).
import './moderation.css';

export { AccountsTable } from './components/AccountsTable';
export { DirectoryFiguresView } from './components/DirectoryFiguresView';
export { DirectoryTable } from './components/DirectoryTable';
export { ModerationLog } from './components/ModerationLog';
export { PublicationQueue } from './components/PublicationQueue';
export { ReplyQueue } from './components/ReplyQueue';
export { RestaurantFile } from './components/RestaurantFile';
export { ReviewQueue } from './components/ReviewQueue';
export { ReviewReportsQueue } from './components/ReviewReportsQueue';
