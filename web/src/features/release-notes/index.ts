// The release-notes feature's public face: the header bell and the opener the settings landing uses.
export { ReleaseNotesBell, useReleaseNotesDialog } from './components/release-notes-bell';
