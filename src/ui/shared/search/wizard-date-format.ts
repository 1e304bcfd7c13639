/**
 * How the wizard's date field reads a day: "Fri 4 Jun 2027", the weekday first as on the results page. One options
 * object for the light field and the date button alike, so `formatDateTime` keeps one formatter for both.
 */
export const WIZARD_DATE_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
