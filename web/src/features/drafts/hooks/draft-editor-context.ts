import type {
  AuctionItem,
  DraftFieldName,
  DraftReview,
  DraftRuleContext,
  DraftRuleKey,
} from '@dealer/domain';
import { createContext, useContext } from 'react';
import type { DraftPatch, DraftSaver } from './use-draft-saver';

/** The item page's state: the item as shown, whether it is editable, and the rules' verdicts. */
export interface DraftEditor {
  item: AuctionItem;
  isEditable: boolean;
  saver: DraftSaver;
  review: DraftReview;
  warnings: Partial<Record<DraftFieldName, DraftRuleKey>>;
  ruleContext: DraftRuleContext;
  /** After a refused publish, empty required fields say so too. */
  showMissing: boolean;
}

export const DraftEditorContext = createContext<DraftEditor | null>(null);

export function useDraftEditor(): DraftEditor {
  const editor = useContext(DraftEditorContext);
  if (!editor) throw new Error('useDraftEditor is used outside the item page');
  return editor;
}

/**
 * What an input does, as one object that never changes: inputs get their own value as props
 * and re-render only when it changes (a save re-renders one field, not eighty). The current
 * item and rule context are read when an event needs them.
 */
export interface DraftCommands {
  save: (patch: DraftPatch) => void;
  getItem: () => AuctionItem;
  getRuleContext: () => DraftRuleContext;
}

export const DraftCommandsContext = createContext<DraftCommands | null>(null);

export function useDraftCommands(): DraftCommands {
  const commands = useContext(DraftCommandsContext);
  if (!commands) throw new Error('useDraftCommands is used outside the item page');
  return commands;
}
