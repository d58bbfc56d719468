import { locales, type AdminUpdateUserRequest } from '@dealer/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useAdminFieldErrorText } from '../lib/admin-form-errors';
import { localeNames } from './platform-labels';

/**
 * A user's names, phone, language and platform admin flag: the fields the new-user and the
 * edit dialogs share, read from the surrounding form (a FormProvider of either request).
 */
export function UserProfileFields() {
  const { t } = useTranslation();
  const errorText = useAdminFieldErrorText();
  const { register, control, formState } = useFormContext<AdminUpdateUserRequest>();
  const { errors } = formState;
  return (
    <>
      {(['firstName', 'lastName'] as const).map((field) => (
        <TextField
          key={field}
          {...register(field)}
          label={t(`platformAdmin.${field}`)}
          required
          error={errors[field] !== undefined}
          helperText={errorText(errors[field])}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': `user-${field}` } }}
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
    </>
  );
}
