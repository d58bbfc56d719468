import ViewList from '@mui/icons-material/ViewList';
import ViewModule from '@mui/icons-material/ViewModule';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from '../../i18n/use-translation';
import type { ListView } from '../../lib/items/use-list-preferences';

/** The list/card choice (spec 2). */
export function ViewToggle({
  view,
  onChange,
}: {
  view: ListView;
  onChange: (view: ListView) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      aria-label={t('items.view')}
      onChange={(_event, next: ListView | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="list" aria-label={t('items.viewList')} data-testid="view-list">
        <ViewList />
      </ToggleButton>
      <ToggleButton value="card" aria-label={t('items.viewCards')} data-testid="view-card">
        <ViewModule />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
