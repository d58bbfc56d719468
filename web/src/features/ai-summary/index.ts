// The AI summary feature's public face: what other features may use of it.
export { AiSummaryPanel } from './components/ai-summary-panel';
