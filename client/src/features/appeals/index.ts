// The appeals feature's entry: what other features use of it (they import it from here, not from its files).
import './appeals.css';

export { MyAppeals } from './components/MyAppeals';
