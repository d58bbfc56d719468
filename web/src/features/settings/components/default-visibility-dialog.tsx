import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { defaultVisibilityTypeOf, VisibilityType, type Office } from '@dealer/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import {
  defaultOfficeGroupsKey,
  saveDefaultVisibility,
  type CompanyGroup,
  type DefaultOfficeCompanyGroup,
} from '../api/target-groups';

interface DefaultVisibilityDialogProps {
  organisationId: number;
  office: Office;
  groups: CompanyGroup[];
  existing: DefaultOfficeCompanyGroup[];
  onClose: () => void;
}

/**
 * Spec 4: an office's default visibility. Opens in view mode; edit selects groups and the switch
 * (show to = whitelist, hide from = blacklist; blacklist when the office has none); cancel
 * returns to view; persistent while editing. Save runs the calls one by one, then reloads.
 */
export function DefaultVisibilityDialog({
  organisationId,
  office,
  groups,
  existing,
  onClose,
}: DefaultVisibilityDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const storedType = defaultVisibilityTypeOf(existing);
  const storedIds = existing.map((row) => row.companyGroupId);
  const [isEditing, setIsEditing] = useState(existing.length === 0);
  const [visibilityType, setVisibilityType] = useState<VisibilityType>(storedType);
  const [selected, setSelected] = useState<number[]>(storedIds);
  const [isSaving, setIsSaving] = useState(false);

  const handleSave = async () => {
    setIsSaving(true);
    try {
      await saveDefaultVisibility(organisationId, office.id, existing, selected, visibilityType);
      toast.success('targetGroups.saveSuccess');
      onClose();
    } catch {
      toast.error('toast.generalSaveError');
    } finally {
      setIsSaving(false);
      await queryClient.invalidateQueries({ queryKey: defaultOfficeGroupsKey(organisationId) });
    }
  };
  const handleCancel = () => {
    if (existing.length === 0) return onClose();
    setIsEditing(false);
    setVisibilityType(storedType);
    setSelected(storedIds);
  };
  const toggle = (id: number) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );
  const isWhitelist = visibilityType === VisibilityType.WhiteList;

  return (
    <Dialog
      open
      onClose={isEditing ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="default-visibility-dialog"
    >
      <DialogTitle id={titleId}>
        {t('targetGroups.defaultTitle', { office: office.name })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{t('targetGroups.defaultIntro')}</Typography>
          {isEditing ? (
            <>
              <FormControlLabel
                control={
                  <Switch
                    checked={isWhitelist}
                    onChange={(event) =>
                      setVisibilityType(
                        event.target.checked ? VisibilityType.WhiteList : VisibilityType.BlackList,
                      )
                    }
                    slotProps={{ input: { 'data-testid': 'default-visibility-switch' } as object }}
                  />
                }
                label={isWhitelist ? t('targetGroups.showTo') : t('targetGroups.hideFrom')}
              />
              <FormGroup>
                {groups.map((group) => (
                  <FormControlLabel
                    key={group.id}
                    control={
                      <Checkbox
                        checked={selected.includes(group.id)}
                        onChange={() => toggle(group.id)}
                        slotProps={{
                          input: {
                            'data-testid': `default-visibility-group-${group.id}`,
                          } as object,
                        }}
                      />
                    }
                    label={group.name}
                  />
                ))}
              </FormGroup>
              {groups.length === 0 ? <Typography>{t('targetGroups.noGroups')}</Typography> : null}
            </>
          ) : (
            <>
              <Typography>
                {isWhitelist ? t('targetGroups.showTo') : t('targetGroups.hideFrom')}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {existing.map((row) => (
                  <Chip key={row.id} label={row.companyGroupName} />
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {isEditing ? (
          <>
            <Button onClick={handleCancel} disabled={isSaving}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void handleSave()}
              disabled={isSaving}
              data-testid="default-visibility-save"
            >
              {t('common.save')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.close')}</Button>
            <Button
              variant="contained"
              onClick={() => setIsEditing(true)}
              data-testid="default-visibility-edit"
            >
              {t('targetGroups.edit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
