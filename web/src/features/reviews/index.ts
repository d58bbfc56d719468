// The reviews feature's public face: what other features may use of it.
import { lazyPart } from '../../lib/lazy-part';

/** Only the two parties of an ended sale see it: fetched where it renders. */
export const ReviewsPanel = lazyPart(() =>
  import('./components/reviews-panel').then((module) => module.ReviewsPanel),
);
export { Thumbs } from './components/thumbs';
export { useReviews, useSaveReview } from './api/reviews';
