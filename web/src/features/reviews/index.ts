// The reviews feature's public face: what other features may use of it.
export { ReviewsPanel } from './components/reviews-panel';
export { Thumbs } from './components/thumbs';
export { useReviews, useSaveReview } from './api/reviews';
