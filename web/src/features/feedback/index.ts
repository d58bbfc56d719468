// The feedback feature's public face: the header's form and the survey dialog.
export { FeedbackButton } from './components/feedback-button';
export { SurveyDialog } from './components/survey-dialog';
