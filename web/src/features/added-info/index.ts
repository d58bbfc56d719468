// The added-info feature's public face: what other features may use of it.
export { AddedInfoPanel } from './components/added-info-panel';
export { useAdditionalInfos } from './api/additional-infos';
