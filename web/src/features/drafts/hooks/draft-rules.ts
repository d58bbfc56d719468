import {
  draftFieldNames,
  findDraftErrors,
  findDraftWarnings,
  reviewDraft,
  type DraftExtras,
  type DraftFieldName,
  type DraftFields,
  type DraftRuleContext,
  type DraftRuleKey,
  type AuctionItem,
} from '@dealer/domain';

/** The editable fields of an item, as the domain's rules take them. */
export function pickDraftFields(item: AuctionItem): DraftFields {
  return Object.fromEntries(draftFieldNames.map((name) => [name, item[name]])) as DraftFields;
}

/** What the rules need besides the fields: files and responsible salespeople. */
export function draftExtrasOf(item: AuctionItem): DraftExtras {
  return {
    fileCount: item.files.length,
    responsibleSalespersonCount: item.responsiblePersons.length,
    visibleResponsibleSalespersonCount: item.responsiblePersons.filter(
      (person) => person.showInAuction,
    ).length,
  };
}

/** The same review the server makes before publishing (spec 2 progress, spec 4 publishing). */
export function reviewItem(item: AuctionItem, context: DraftRuleContext) {
  const fields = pickDraftFields(item);
  return {
    review: reviewDraft(fields, draftExtrasOf(item), context),
    warnings: findDraftWarnings(fields, context),
  };
}

/** The rule a new value of one field would break, before anything is sent. */
export function findFieldError<K extends DraftFieldName>(
  item: AuctionItem,
  name: K,
  value: DraftFields[K],
  context: DraftRuleContext,
): DraftRuleKey | null {
  return findDraftErrors({ ...pickDraftFields(item), [name]: value }, context)[name] ?? null;
}
