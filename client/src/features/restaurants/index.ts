// The restaurants feature's entry: what other features use of it (they import it from here, not from its files).
export { RestaurantList } from './components/RestaurantList';
export { AnnouncementBanner, HomeIntro } from './components/SearchNotices';
export { BookingTab } from './components/restaurant/BookingTab';
export { formatCents, frenchDay } from './restaurant-format';
