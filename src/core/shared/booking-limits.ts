/**
 * What one booking may hold, as families and groups book online (ferry sites take up to 9 or 10 passengers; larger
 * groups book through an agency): per trip at most 10 passengers, 4 vehicles (and no more than passengers, checked
 * by the fares), a trailer per vehicle and 5 pets; at most 6 trips. The trip wizard (src/core/search/domain/
 * travellers.ts, search-state.ts) offers no more, and the server refuses more with 400 on the field (issue 13,
 * finding 5: the places one client may hold are also capped, server/modules/booking/hold-limits.ts).
 */
export const BOOKING_LIMITS = { passengers: 10, vehicles: 4, trailers: 4, pets: 5, trips: 6 } as const;
