/** Every business time is Helsinki time (ARCHITECTURE 3), whatever the server's zone. */
export const businessTimeZone = 'Europe/Helsinki';
