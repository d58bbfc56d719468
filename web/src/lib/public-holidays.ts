import { settingsApi } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from './api-client';

/** No day is special: one function, so that renders before the holidays arrive see the same. */
const noSpecialDay = (_dateKey: string) => false;
// Outside the hook, so that the set (and the callback below) is made once per answer, not per render.
const toDateSet = (holidays: { dates: string[] }) => new Set(holidays.dates);

/**
 * The rules' `isSpecialDay(YYYY-MM-DD)` (spec 5: no normal auction ends on a special day).
 * Until the list has loaded no day is special; the server checks again on save. A view without
 * rules on dates passes `isNeeded` false: nothing is asked for, and no day is special.
 */
export function useIsSpecialDay(isNeeded = true): (dateKey: string) => boolean {
  const { data } = useQuery({
    queryKey: ['publicHolidays'],
    // GET /api/Settings/publicholidays: Finnish public and bank holidays, this year and the next two.
    queryFn: ({ signal }) => callApi(settingsApi.publicHolidays, {}, { signal }),
    select: toDateSet,
    staleTime: Infinity,
    enabled: isNeeded,
  });
  const dates = isNeeded ? data : undefined;
  return useMemo(() => (dates ? (dateKey: string) => dates.has(dateKey) : noSpecialDay), [dates]);
}
