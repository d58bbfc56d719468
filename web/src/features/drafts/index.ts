// The drafts feature's public face: the draft editor's state, fields and flows that the item
// page composes, and the draft dialogs my items opens.
import { lazyPart } from '../../lib/lazy-part';

export { useCancelItem, useRedraft } from './api/draft-actions';
export { useCreateDraft } from './api/create-draft';
export { uploadFiles } from './api/upload-files';
export { vehicleDataUrl } from './components/create-draft/create-draft-dialog';
export { DeleteDraftDialog } from './components/delete-draft-dialog';
export { FieldValue } from './components/draft-fields/field-value';
export { SectionFields, type FieldSectionName } from './components/draft-fields/section-fields';
export { useRuleMessage } from './components/draft-fields/use-field-message';
export { PublishDialog } from './components/publish-dialog';
export {
  DraftCommandsContext,
  DraftEditorContext,
  useDraftEditor,
  type DraftEditor,
} from './hooks/draft-editor-context';
export { draftExtrasOf, reviewItem } from './hooks/draft-rules';
export { useDeleteDraftFlow } from './hooks/use-delete-draft-flow';
export { useDraftSaver } from './hooks/use-draft-saver';
export { usePublishFlow, type PublishFlow } from './hooks/use-publish-flow';
export { useStableCommands } from './hooks/use-stable-commands';

/** Only a draft's or an item's manager opens it: fetched when first opened. */
export const FileManagementDialog = lazyPart(() =>
  import('./components/files/file-management-dialog').then((module) => module.FileManagementDialog),
);
