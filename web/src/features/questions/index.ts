// The questions feature's public face: what other features may use of it.
export { QuestionsPanel } from './components/questions-panel';
export { useItemMessages } from './api/messages';
