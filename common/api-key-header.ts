/** The request header carrying a partner's key (`Authorization: Bearer` is the other way). A module of its own: the site's entry reads it. */
export const API_KEY_HEADER = 'x-api-key';
