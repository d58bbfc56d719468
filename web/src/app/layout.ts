/** Spec 9: the mobile layout is below 1024 px. */
export const desktopMediaQuery = '(min-width:1024px)';
/** Spec 9: the permissions page switches to its narrow layout below 768 px. */
export const narrowMediaQuery = '(max-width:767.98px)';
export const navigationWidth = 232;
