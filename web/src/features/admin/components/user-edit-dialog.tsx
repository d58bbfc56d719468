import { adminUpdateUserSchema, locales, type AdminUser } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { resolveLocale } from '@dealer/domain';
import { useUpdateUser } from '../api/platform-users';
import { showServerFieldErrors, useAdminFieldErrorText } from '../lib/admin-form-errors';
import { localeNames } from './platform-labels';

/** A user's names, language, phone and platform admin flag (issue 13). */
export function UserEditDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const errorText = useAdminFieldErrorText();
  const update = useUpdateUser(user.id);
  const { register, control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(adminUpdateUserSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      locale: resolveLocale(user.locale),
      nwAdmin: user.nwAdmin,
    },
  });
  const { errors } = formState;
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
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={handleSave}
        >
          {(['firstName', 'lastName'] as const).map((field) => (
            <TextField
              key={field}
              {...register(field)}
              label={t(`platformAdmin.${field}`)}
              required
              error={errors[field] !== undefined}
              helperText={errorText(errors[field])}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          ))}
          <Controller
            control={control}
            name="phoneNumber"
            render={({ field, fieldState }) => (
              <TextField
                label={t('platformAdmin.phoneNumber')}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value || null)}
                error={fieldState.error !== undefined}
                helperText={errorText(fieldState.error)}
              />
            )}
          />
          <Controller
            control={control}
            name="locale"
            render={({ field }) => (
              <TextField select label={t('platformAdmin.language')} {...field}>
                {locales.map((locale) => (
                  <MenuItem key={locale} value={locale} lang={locale.slice(0, 2)}>
                    {localeNames[locale]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="nwAdmin"
            render={({ field, fieldState }) => (
              <Stack>
                <FormControlLabel
                  label={t('platformAdmin.nwAdmin')}
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      slotProps={{ input: { 'data-testid': 'user-nw-admin' } as object }}
                    />
                  }
                />
                {fieldState.error ? (
                  <Typography color="error" variant="body2">
                    {errorText(fieldState.error)}
                  </Typography>
                ) : null}
              </Stack>
            )}
          />
        </Stack>
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
