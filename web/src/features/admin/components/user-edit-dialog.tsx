import { adminUpdateUserSchema, resolveLocale, type AdminUser } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useUpdateUser } from '../api/platform-users';
import { showServerFieldErrors } from '../lib/admin-form-errors';
import { UserProfileFields } from './user-profile-fields';

/** A user's names, language, phone and platform admin flag (issue 13). */
export function UserEditDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const update = useUpdateUser(user.id);
  const form = useForm({
    resolver: zodResolver(adminUpdateUserSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      locale: resolveLocale(user.locale),
      nwAdmin: user.nwAdmin,
    },
  });
  const { handleSubmit, setError } = form;
  const handleSave = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success('platformAdmin.saved');
        onClose();
      },
      onError: (error) => {
        if (!showServerFieldErrors(error, setError, ['nwAdmin']))
          toast.error('platformAdmin.saveFailed');
      },
    }),
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{user.email}</DialogTitle>
      <DialogContent>
        <FormProvider {...form}>
          <Stack
            component="form"
            id={`${titleId}-form`}
            spacing={2}
            sx={{ pt: 1 }}
            noValidate
            onSubmit={handleSave}
          >
            <UserProfileFields />
          </Stack>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          loading={update.isPending}
          data-testid="user-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
