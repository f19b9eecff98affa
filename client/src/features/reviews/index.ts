// The reviews feature's entry: what other features use of it (they import it from here, not from its files).
export { default as MyPendingReviews } from './components/MyPendingReviews';
export { MyReviews } from './components/MyReviews';
