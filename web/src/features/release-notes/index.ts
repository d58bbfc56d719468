// The release-notes feature's public face: the header bell and the opener the settings landing uses.
export { ReleaseNotesBell, useReleaseNotesDialog } from './components/release-notes-bell';
// The admin console previews a note as the bell's dialog shows it.
export { NoteText } from './components/note-text';
