/** Who an account is: the roles of app_user.role, carried by the access tokens and the request's viewer. */
export type Role = 'customer' | 'restaurateur' | 'admin';
