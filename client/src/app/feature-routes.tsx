import { accountRoutes } from '../features/accounts/routes';
import { adminRoutes } from '../features/admin/routes';
import { appealRoutes } from '../features/appeals/routes';
import { billingRoutes } from '../features/billing/routes';
import { developerRoutes } from '../features/developers/routes';
import { geoRoutes } from '../features/geo/routes';
import { legalRoutes } from '../features/legal/routes';
import { mapRoutes } from '../features/map/routes';
import { profileRoutes } from '../features/profile/routes';
import { publicationRoutes } from '../features/publication/routes';
import { registrationRoutes } from '../features/registration/routes';
import { restaurantRoutes } from '../features/restaurants/routes';
import { restaurateurRoutes } from '../features/restaurateur/routes';
import { reviewRoutes } from '../features/reviews/routes';

/** Every feature's pages: a feature adds its routes.tsx here and nowhere else. */
export const featureRoutes = [...accountRoutes, ...profileRoutes, ...adminRoutes, ...legalRoutes, ...mapRoutes, ...restaurantRoutes, ...registrationRoutes, ...publicationRoutes, ...billingRoutes, ...restaurateurRoutes, ...reviewRoutes, ...appealRoutes, ...geoRoutes, ...developerRoutes];
