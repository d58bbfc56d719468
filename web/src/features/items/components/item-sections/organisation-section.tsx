import Typography from '@mui/material/Typography';
import { useDraftEditor } from '../../hooks/draft-editor-context';
import { ItemSection } from '../item-page/item-section';

/** Spec 2: the organisation that sells the item. */
export function OrganisationSection() {
  const { item } = useDraftEditor();
  return (
    <ItemSection section="organisation">
      <Typography data-testid="organisation-name">{item.organisation.name}</Typography>
    </ItemSection>
  );
}
