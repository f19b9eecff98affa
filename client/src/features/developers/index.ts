// The developers feature's entry: what other features use of it (they import it from here, not from its files).
export { PartnerKeysPanel } from './components/PartnerKeysPanel';
