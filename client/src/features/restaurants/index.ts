// The restaurants feature's entry: what other features use of it (they import it from here, not from its files).
export { CardFigures } from './components/CardFigures';
export { FiltersPanel } from './components/FiltersPanel';
export { RestaurantList } from './components/RestaurantList';
export { SearchBar } from './components/SearchBar';
export { AnnouncementBanner, HomeIntro, ListOutcome, SearchNotices } from './components/SearchNotices';
export { BookingTab } from './components/restaurant/BookingTab';
export { useGeolocation } from './hooks/useGeolocation';
export { useRestaurantSearch } from './hooks/useRestaurantSearch';
export { type MapZone, mapSearch, type SearchPlace } from './map-href';
export { SearchPage } from './pages/SearchPage';
export { formatCents, frenchDay } from './restaurant-format';
