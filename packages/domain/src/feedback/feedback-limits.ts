// The feedback form's limits, without the schemas (feedback.ts): the dialog, fetched on every
// page once it is idle, reads these alone, and a module with zod schemas would bring the library
// and its schemas' building into that idle moment (issue 10).

/** The feedback form's limits (organisation-and-settings 3, Feedback; lengths decided here). */
export const feedbackMessageMaxLength = 2000;
export const feedbackUrlMaxLength = 2000;
