import { adminCreateUserSchema, type AdminCreateUserRequest } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useCreateUser } from '../api/platform-users';
import { showServerFieldErrors, useAdminFieldErrorText } from '../lib/admin-form-errors';
import { MembershipPicker } from './membership-picker';
import { UserProfileFields } from './user-profile-fields';

interface UserCreateDialogProps {
  /** Opened from an organisation: the new user becomes its member. */
  organisationId?: number;
  onClose: () => void;
}

/**
 * A new user, invited by e-mail to choose a password (issue 13): names, language, the platform
 * admin flag, and a first membership with roles.
 */
export function UserCreateDialog({ organisationId, onClose }: UserCreateDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const errorText = useAdminFieldErrorText();
  const create = useCreateUser();
  const form = useForm({
    resolver: zodResolver(adminCreateUserSchema),
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      phoneNumber: null,
      locale: 'fi-fi',
      nwAdmin: false,
      memberships: organisationId ? [{ organisationId, roleIds: [] }] : [],
    } satisfies AdminCreateUserRequest as AdminCreateUserRequest,
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const handleCreate = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success('platformAdmin.invited');
        onClose();
      },
      onError: (error) => {
        if (!showServerFieldErrors(error, setError, ['email']))
          toast.error('platformAdmin.saveFailed');
      },
    }),
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('platformAdmin.newUser')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('platformAdmin.newUserText')}</DialogContentText>
        <FormProvider {...form}>
          <Stack
            component="form"
            id={`${titleId}-form`}
            spacing={2}
            sx={{ pt: 2 }}
            noValidate
            onSubmit={handleCreate}
          >
            <TextField
              {...register('email')}
              type="email"
              label={t('platformAdmin.email')}
              required
              error={errors.email !== undefined}
              helperText={errorText(errors.email)}
              slotProps={{ htmlInput: { maxLength: 254, 'data-testid': 'user-email' } }}
            />
            <UserProfileFields />
            <Controller
              control={control}
              name="memberships"
              render={({ field }) => (
                <MembershipPicker
                  fixedOrganisationId={organisationId}
                  value={field.value[0] ?? null}
                  onChange={(membership) => field.onChange(membership ? [membership] : [])}
                />
              )}
            />
          </Stack>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          loading={create.isPending}
          data-testid="user-invite"
        >
          {t('platformAdmin.invite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
