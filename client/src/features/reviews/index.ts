// The reviews feature's entry: what other features use of it (they import it from here, not from its files).
import './reviews.css';

export { MyReviews } from './components/MyReviews';
