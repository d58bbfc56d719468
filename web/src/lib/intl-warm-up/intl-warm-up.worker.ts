// Runs on a thread of its own (start-intl-warm-up.ts): the formats the app's first screens use,
// each made once, so that the browser has loaded their data when the page's own thread asks.
import { businessTimeZone, intlLocaleOf, locales } from '@dealer/domain';

for (const locale of locales.map(intlLocaleOf)) {
  new Intl.DateTimeFormat(locale, {
    timeZone: businessTimeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(0);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.PluralRules(locale).select(1);
}
// The Helsinki parts of domain's date-time, and the items' sort order.
new Intl.DateTimeFormat('en-GB', { timeZone: businessTimeZone, hourCycle: 'h23' }).formatToParts(0);
new Intl.Collator('fi').compare('a', 'b');

self.close();
