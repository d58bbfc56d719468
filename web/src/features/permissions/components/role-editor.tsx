import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { OrganisationRole, ProductPermission } from '@dealer/domain';
import { useTranslation } from '../../../i18n/use-translation';
import type { PermissionDraft } from '../api/save-permission';

interface RoleEditorProps {
  permission: ProductPermission;
  draft: PermissionDraft;
  roles: readonly OrganisationRole[];
  isDisabled: boolean;
  onWholeOrganisationChange: (assigned: boolean) => void;
  onToggleRole: (roleId: number) => void;
}

/** Grant to the whole organisation, or to chosen roles; new choices are marked (spec 2). */
export function RoleEditor(props: RoleEditorProps) {
  const { permission, draft, roles, isDisabled, onWholeOrganisationChange, onToggleRole } = props;
  const { t } = useTranslation();
  const isWholeOrganisation = draft.assignedToOrganisation;

  return (
    <Box>
      <Typography variant="h2">{t(`permissions.names.${permission.key}`)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`permissions.descriptions.${permission.key}`)}
      </Typography>
      <FormControlLabel
        data-testid="permission-whole-organisation"
        disabled={isDisabled}
        control={
          <Switch
            checked={isWholeOrganisation}
            onChange={(event) => onWholeOrganisationChange(event.target.checked)}
          />
        }
        label={t('permissions.wholeOrganisation')}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, ml: 6 }}>
        {t('permissions.wholeOrganisationHelp')}
      </Typography>
      <Typography variant="h3" sx={{ mb: 0.5 }}>
        {t('permissions.rolesHelp')}
      </Typography>
      {roles.length === 0 ? (
        <Typography color="text.secondary">{t('permissions.noRoles')}</Typography>
      ) : (
        <FormGroup>
          {roles.map((role) => {
            const isChecked = isWholeOrganisation || draft.roleIds.includes(role.id);
            const isNew =
              !isWholeOrganisation &&
              draft.roleIds.includes(role.id) &&
              !permission.roles.includes(role.id);
            return (
              <FormControlLabel
                key={role.id}
                data-testid={`role-${role.id}`}
                disabled={isDisabled || isWholeOrganisation}
                control={<Checkbox checked={isChecked} onChange={() => onToggleRole(role.id)} />}
                label={
                  <Box
                    component="span"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
                  >
                    {role.name}
                    {isNew ? (
                      <Chip
                        label={t('permissions.new')}
                        size="small"
                        color="secondary"
                        data-testid={`role-new-${role.id}`}
                      />
                    ) : null}
                  </Box>
                }
              />
            );
          })}
        </FormGroup>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('permissions.rolesManagedElsewhere')}
      </Typography>
    </Box>
  );
}
