// The billing feature's entry: what other features use of it (they import it from here, not from its files).
import './billing.css';

export { OrderRecap } from './components/OrderRecap';
export { SubscriptionPanel } from './components/SubscriptionPanel';
