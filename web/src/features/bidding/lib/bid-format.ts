import { formatDateTimeWithSeconds, type Locale } from '@dealer/domain';

/** A bid's time with seconds in Helsinki time (spec 2: the bid history). */
export const formatBidTime = (instant: string, locale: Locale): string =>
  formatDateTimeWithSeconds(new Date(instant), locale);
