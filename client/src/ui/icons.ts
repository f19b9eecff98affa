/** The site's icons, one SVG path each (24 × 24 view box), apart so that a page downloads only those it shows. */
export const SEARCH_ICON = 'M10.5 3a7.5 7.5 0 0 1 5.96 12.06l4.24 4.24-1.4 1.4-4.24-4.24A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z';
export const PIN_ICON = 'M12 2a7 7 0 0 1 7 7c0 5.25-7 13-7 13S5 14.25 5 9a7 7 0 0 1 7-7Zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5Z';
export const SLIDERS_ICON = 'M4 6h9.17a3 3 0 0 1 5.66 0H20v2h-1.17a3 3 0 0 1-5.66 0H4V6Zm12 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2ZM4 16h1.17a3 3 0 0 1 5.66 0H20v2h-9.17a3 3 0 0 1-5.66 0H4v-2Zm4 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z';
export const PHONE_ICON = 'M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.22 2.23Z';
export const BACK_ICON = 'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2Z';
export const USER_ICON = 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.42 0-8 2.24-8 5v3h16v-3c0-2.76-3.58-5-8-5Z';
export const CHEF_ICON = 'M12 3a4.5 4.5 0 0 1 4.24 3A4 4 0 0 1 18 13.66V18H6v-4.34A4 4 0 0 1 7.76 6 4.5 4.5 0 0 1 12 3ZM6 19h12v2H6v-2Z';
export const MENU_ICON = 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z';
export const CLOSE_ICON = 'M18.3 5.71 12 12.01l-6.3-6.3-1.41 1.41 6.3 6.3-6.3 6.3 1.41 1.41 6.3-6.3 6.3 6.3 1.41-1.41-6.3-6.3 6.3-6.3-1.41-1.41Z';
