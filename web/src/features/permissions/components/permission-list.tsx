import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { ProductPermission } from '@dealer/domain';
import { useTranslation } from '../../../i18n/use-translation';

interface PermissionListProps {
  permissions: readonly ProductPermission[];
  selectedId: number | null;
  onSelect: (permission: ProductPermission) => void;
}

/** Product permissions, named by their stable key in the user's language. */
export function PermissionList({ permissions, selectedId, onSelect }: PermissionListProps) {
  const { t } = useTranslation();
  return (
    <List disablePadding aria-label={t('permissions.productPermissions')}>
      {permissions.map((permission) => (
        // A list holds list items only (axe `list`).
        <ListItem key={permission.id} disablePadding>
          <ListItemButton
            selected={permission.id === selectedId}
            onClick={() => onSelect(permission)}
            data-testid={`permission-${permission.key}`}
          >
            <ListItemText
              primary={t(`permissions.names.${permission.key}`)}
              secondary={
                permission.assignedToOrganisation
                  ? t('permissions.everyone')
                  : t('permissions.rolesCount', { count: permission.roles.length })
              }
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
