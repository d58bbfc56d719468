import type { AuctionItem, DraftRuleContext } from '@dealer/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import type { DraftCommands } from './draft-editor-context';
import type { DraftPatch } from './use-draft-saver';

interface Latest {
  item: AuctionItem;
  ruleContext: DraftRuleContext;
  save: (patch: DraftPatch) => void;
}

/** The draft's commands as one unchanging object over the latest item, rules and save. */
export function useStableCommands(latest: Latest): DraftCommands {
  const ref = useRef(latest);
  useLayoutEffect(() => {
    ref.current = latest;
  });
  const [commands] = useState<DraftCommands>(() => ({
    save: (patch) => ref.current.save(patch),
    getItem: () => ref.current.item,
    getRuleContext: () => ref.current.ruleContext,
  }));
  return commands;
}
