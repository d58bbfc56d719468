import { settingsApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from './api-client';

const noSpecialDays = new Set<string>();
// Outside the hook, so that the set (and the callback below) is made once per answer, not per render.
const toDateSet = (holidays: { dates: string[] }) => new Set(holidays.dates);

/**
 * The rules' `isSpecialDay(YYYY-MM-DD)` (spec 5: no normal auction ends on a special day).
 * Until the list has loaded no day is special; the server checks again on save.
 */
export function useIsSpecialDay(): (dateKey: string) => boolean {
  const { data } = useQuery({
    queryKey: ['publicHolidays'],
    // GET /api/Settings/publicholidays: Finnish public and bank holidays, this year and the next two.
    queryFn: ({ signal }) => callApi(settingsApi.publicHolidays, {}, { signal }),
    select: toDateSet,
    staleTime: Infinity,
  });
  const dates = data ?? noSpecialDays;
  return useCallback((dateKey: string) => dates.has(dateKey), [dates]);
}
