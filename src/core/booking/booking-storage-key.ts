/** The session key of the tab's booking; a module of its own, so code that only asks whether one is kept stays small. */
export const BOOKING_STORAGE_KEY = 'booking.state';
