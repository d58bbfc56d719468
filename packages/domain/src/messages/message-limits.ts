// The limits of a message and of an added info, without the schemas (messages.ts): the forms on
// the item page a buyer opens read these alone, and a module with zod schemas would bring the
// library into its first load (issue 10).

/**
 * The spec gives no length for a question or an answer: 1000 characters is a long paragraph,
 * more than any question about a vehicle needs, and keeps one message readable in a list
 * (docs/decisions.md, Messages).
 */
export const messageTextMaxLength = 1000;
/** Added info is a seller's note about the item (docs/decisions.md, Added info). */
export const additionalInfoTextMaxLength = 2000;
/** Spec 5: at most 20 files per upload; an added info takes one upload's worth. */
export const additionalInfoMaxFiles = 20;
