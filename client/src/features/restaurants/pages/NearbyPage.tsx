import { SearchPage } from './SearchPage';

export default function NearbyPage() {
  return <SearchPage mode={{ kind: 'nearby' }} />;
}
