// The notices feature's entry: what other features use of it (they import it from here, not from its files).
export { NoticesPanel } from './components/NoticesPanel';
