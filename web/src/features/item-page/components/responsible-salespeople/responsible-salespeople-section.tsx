import { maxVisibleResponsibleSalespeople, responsibleSalespeopleIssue } from '@dealer/domain';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../i18n/use-translation';
import { lazyPart } from '../../../../lib/lazy-part';
import {
  useChangeResponsibleSalesperson,
  type ResponsibleSalespersonChange,
} from '../../api/responsible-salespeople';
import { useDraftEditor, draftExtrasOf, useRuleMessage } from '../../../drafts';
import { ItemSection } from '../item-section';
import { ResponsibleSalespersonRow } from './responsible-salesperson-row';

/** Only the item's managers add one: fetched where it renders. */
const AddResponsibleSalesperson = lazyPart(() =>
  import('./add-responsible-salesperson').then((module) => module.AddResponsibleSalesperson),
);

/**
 * The item's responsible salespeople (spec 2, 6): they get the item's e-mails; at most three
 * are shown to buyers. The auctioneer adds, shows or hides and removes them while the item
 * has not ended.
 */
export function ResponsibleSalespeopleSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const { item, isEditable } = useDraftEditor();
  const change = useChangeResponsibleSalesperson(item.id);
  // Spec 9: buyers see at most three, those shown in the auction.
  const persons = canManage
    ? item.responsiblePersons
    : item.responsiblePersons
        .filter((person) => person.showInAuction)
        .slice(0, maxVisibleResponsibleSalespeople);
  const visibleCount = persons.filter((person) => person.showInAuction).length;
  const issue = isEditable ? responsibleSalespeopleIssue(item, draftExtrasOf(item)) : null;

  // Spec (organisation 8): on the item page a failed save is only logged, with no message; the
  // list keeps what the server holds, so a refused change simply does not appear.
  const handleChange = (next: ResponsibleSalespersonChange) =>
    change.mutate(next, {
      onError: (error) => console.error('Saving the responsible salespeople failed', error),
    });

  return (
    <ItemSection section="responsibleSalespeople">
      {issue ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="responsible-salespeople-issue">
          {ruleMessage('officeId', issue)}
        </Alert>
      ) : null}
      {persons.length === 0 ? (
        <Typography color="text.secondary">{t('responsibleSalespeople.none')}</Typography>
      ) : (
        <List disablePadding data-testid="responsible-salespeople">
          {persons.map((person) => (
            <ResponsibleSalespersonRow
              key={person.id}
              person={person}
              canManage={canManage}
              // Spec 9: at most three are shown in the auction.
              canShow={person.showInAuction || visibleCount < maxVisibleResponsibleSalespeople}
              isPending={change.isPending}
              onChange={handleChange}
            />
          ))}
        </List>
      )}
      {canManage ? (
        <AddResponsibleSalesperson
          organisationId={item.organisationId}
          addedUserIds={persons.map((person) => person.userId)}
          canShow={visibleCount < maxVisibleResponsibleSalespeople}
          isPending={change.isPending}
          onAdd={handleChange}
        />
      ) : null}
    </ItemSection>
  );
}
