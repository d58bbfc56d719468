import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkBusinessIdentityCode, removeGroupItem, type GroupItemDraft } from '@dealer/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/toast-context';
import {
  companyGroupsKey,
  createGroupWithItems,
  defaultOfficeGroupsKey,
  deleteGroup,
  renameGroup,
  saveGroupItems,
  type CompanyGroup,
} from '../api/target-groups';

interface TargetGroupDialogProps {
  organisationId: number;
  /** The group to view; none opens the dialog in new mode. */
  group: CompanyGroup | null;
  onClose: () => void;
}

// Spec 4: Enter in the add form must not submit anything.
const suppressEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** Spec 2/4: the target group dialog in new, view and edit modes. */
export function TargetGroupDialog({ organisationId, group, onClose }: TargetGroupDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [mode, setMode] = useState<'new' | 'view' | 'edit'>(group ? 'view' : 'new');
  const [name, setName] = useState(group?.name ?? '');
  const [nameError, setNameError] = useState(false);
  const [state, setState] = useState<{ items: GroupItemDraft[]; removedIds: number[] }>({
    items: group?.companyGroupItems ?? [],
    removedIds: [],
  });
  const [code, setCode] = useState('');
  const [itemName, setItemName] = useState('');
  const [addErrors, setAddErrors] = useState<{ code?: string; name?: string }>({});
  const [isSaving, setIsSaving] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isEditing = mode !== 'view';

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyGroupsKey(organisationId) }),
      queryClient.invalidateQueries({ queryKey: defaultOfficeGroupsKey(organisationId) }),
    ]);

  const handleAdd = () => {
    const codeRule = checkBusinessIdentityCode(
      code,
      state.items.map((item) => item.businessIdentityCode),
    );
    const errors = {
      ...(codeRule ? { code: t(`targetGroups.rules.${codeRule}`) } : {}),
      ...(itemName.trim() === '' ? { name: t('targetGroups.rules.mandatory') } : {}),
    };
    setAddErrors(errors);
    if (errors.code || errors.name) return;
    setState((current) => ({
      ...current,
      items: [...current.items, { businessIdentityCode: code.trim(), name: itemName.trim() }],
    }));
    setCode('');
    setItemName('');
  };

  const handleSave = async () => {
    if (name.trim() === '') {
      setNameError(true);
      return;
    }
    setIsSaving(true);
    try {
      if (!group) await createGroupWithItems(organisationId, name, state.items);
      else {
        if (name.trim() !== group.name) await renameGroup(group.id, name);
        await saveGroupItems(group.id, state.removedIds, state.items);
      }
      toast.success('targetGroups.saveSuccess');
      onClose();
    } catch {
      toast.error('toast.generalSaveError');
    } finally {
      setIsSaving(false);
      await reload();
    }
  };

  const handleDelete = async () => {
    setIsConfirmingDelete(false);
    try {
      await deleteGroup(group!.id);
      toast.success('targetGroups.deleteSuccess');
      onClose();
    } catch {
      toast.error('targetGroups.deleteError');
    } finally {
      await reload();
    }
  };

  const handleCancel = () => {
    if (mode === 'edit' && group) {
      // Cancel returns to view mode with the stored group.
      setMode('view');
      setName(group.name);
      setState({ items: group.companyGroupItems, removedIds: [] });
      return;
    }
    onClose();
  };

  return (
    <Dialog
      open
      // Persistent while editing (spec 4): only the buttons close it.
      onClose={isEditing ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="target-group-dialog"
    >
      <DialogTitle id={titleId}>
        {group
          ? mode === 'edit'
            ? t('targetGroups.editTitle')
            : group.name
          : t('targetGroups.newTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {isEditing ? (
            <TextField
              label={t('targetGroups.groupName')}
              value={name}
              required
              onChange={(event) => setName(event.target.value)}
              onBlur={() => setNameError(name.trim() === '')}
              onKeyDown={suppressEnter}
              error={nameError}
              helperText={nameError ? t('targetGroups.rules.mandatory') : undefined}
              slotProps={{ htmlInput: { 'data-testid': 'target-group-name', maxLength: 200 } }}
            />
          ) : null}
          <Typography variant="h3">
            {t('targetGroups.members', { count: state.items.length })}
          </Typography>
          <List dense data-testid="target-group-items">
            {state.items.map((item, index) => (
              <ListItem
                key={item.id ?? `new-${item.businessIdentityCode}`}
                secondaryAction={
                  isEditing ? (
                    <IconButton
                      edge="end"
                      aria-label={t('targetGroups.removeItem', { name: item.name })}
                      onClick={() => setState((current) => removeGroupItem(current, index))}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  ) : undefined
                }
              >
                <ListItemText primary={item.name} secondary={item.businessIdentityCode} />
              </ListItem>
            ))}
          </List>
          {isEditing ? (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: 'flex-start' }}
            >
              <TextField
                label={t('targetGroups.businessIdentityCode')}
                placeholder="1234567-1"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                onKeyDown={suppressEnter}
                error={Boolean(addErrors.code)}
                helperText={addErrors.code}
                slotProps={{ htmlInput: { 'data-testid': 'target-group-item-code', maxLength: 9 } }}
              />
              <TextField
                label={t('targetGroups.organisationName')}
                value={itemName}
                onChange={(event) => setItemName(event.target.value)}
                onKeyDown={suppressEnter}
                error={Boolean(addErrors.name)}
                helperText={addErrors.name}
                slotProps={{
                  htmlInput: { 'data-testid': 'target-group-item-name', maxLength: 200 },
                }}
              />
              <Button onClick={handleAdd} data-testid="target-group-item-add" sx={{ mt: 1 }}>
                {t('targetGroups.addItem')}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {mode === 'edit' ? (
          <Button
            color="error"
            onClick={() => setIsConfirmingDelete(true)}
            data-testid="target-group-delete"
            sx={{ mr: 'auto' }}
          >
            {t('targetGroups.deleteGroup')}
          </Button>
        ) : null}
        {mode === 'view' ? (
          <>
            <Button onClick={onClose}>{t('common.close')}</Button>
            <Button
              variant="contained"
              onClick={() => setMode('edit')}
              data-testid="target-group-edit"
            >
              {t('targetGroups.edit')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={handleCancel} disabled={isSaving}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void handleSave()}
              disabled={isSaving}
              data-testid="target-group-save"
            >
              {t('common.save')}
            </Button>
          </>
        )}
      </DialogActions>
      <ConfirmDialog
        open={isConfirmingDelete}
        title={t('targetGroups.deleteGroup')}
        text={t('targetGroups.deleteConfirm', { name: group?.name ?? '' })}
        confirmLabel={t('targetGroups.deleteGroup')}
        onConfirm={() => void handleDelete()}
        onCancel={() => setIsConfirmingDelete(false)}
        testId="target-group-delete-confirm"
        isDestructive
      />
    </Dialog>
  );
}
