import { acceptInvitationSchema, passwordMinLength, routePaths } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { applyLocale } from '../../../i18n';
import { readStoredLocale } from '../../../i18n/languages';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-message';
import { useFieldErrorText } from '../../../lib/forms';
import { buildStartPath } from '../../../lib/sign-in-path';
import { useAcceptInvitation } from '../api/accept-invitation';

const linkProblems = {
  invitation_used: 'invitation.used',
  invitation_expired: 'invitation.expired',
} as const;

/** The text of a refused link: spent, expired or unknown; else the error catalogue's. */
function useRefusalText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (!isApiError(error)) return t(errorMessageKey(error));
    const rule = error.fields?.token as keyof typeof linkProblems | undefined;
    if (rule && rule in linkProblems) return t(linkProblems[rule]);
    if (error.status === 404) return t('invitation.unknown');
    if (error.fields?.password)
      return t(
        `invitation.rules.${error.fields.password}` as 'invitation.rules.password_too_short',
        { min: passwordMinLength },
      );
    return t(errorMessageKey(error));
  };
}

/**
 * /kutsu/{token}, outside the shell (issue 13): an invited user chooses a password with the
 * domain's rules and is signed in. The link works once and for seven days.
 */
export function InvitationPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token = '' } = useParams();
  const accept = useAcceptInvitation();
  const fieldErrorText = useFieldErrorText();
  const refusalText = useRefusalText();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { token, password: '', passwordAgain: '' },
  });
  const { errors } = formState;
  const errorText = (error: typeof errors.password) => {
    const key = `invitation.rules.${error?.message ?? ''}`;
    return error && i18n.exists(key)
      ? String(t(key as 'invitation.rules.password_too_short', { min: passwordMinLength }))
      : fieldErrorText(error);
  };

  useLayoutEffect(() => {
    void applyLocale(readStoredLocale());
  }, []);

  const submit = handleSubmit((request) =>
    accept.mutate(request, {
      onSuccess: ({ user }) => {
        // Nothing cached may outlive another session; the user's own language from now on.
        queryClient.removeQueries();
        void applyLocale(user.locale);
        // The start view sends them on by their permissions, as after signing in.
        void navigate(buildStartPath(null), { replace: true });
      },
    }),
  );

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper component="main" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h2" component="p" color="primary">
          {t('app.productName')}
        </Typography>
        <Typography variant="h1" data-testid="page-title" sx={{ my: 2 }}>
          {t('invitation.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('invitation.text', { min: passwordMinLength })}</Typography>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          {errors.token ? (
            <Alert severity="error">{t('invitation.unknown')}</Alert>
          ) : accept.isError ? (
            <Alert severity="error" data-testid="invitation-error">
              {refusalText(accept.error)}
            </Alert>
          ) : null}
          <TextField
            {...register('password')}
            type="password"
            label={t('invitation.password')}
            autoComplete="new-password"
            required
            autoFocus
            error={errors.password !== undefined}
            helperText={errorText(errors.password)}
            slotProps={{ htmlInput: { 'data-testid': 'invitation-password' } }}
          />
          <TextField
            {...register('passwordAgain')}
            type="password"
            label={t('invitation.passwordAgain')}
            autoComplete="new-password"
            required
            error={errors.passwordAgain !== undefined}
            helperText={errorText(errors.passwordAgain)}
            slotProps={{ htmlInput: { 'data-testid': 'invitation-password-again' } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={accept.isPending}
            data-testid="invitation-submit"
          >
            {t('invitation.submit')}
          </Button>
          <Link component={RouterLink} to={routePaths.signIn}>
            {t('invitation.toSignIn')}
          </Link>
        </Stack>
      </Paper>
    </Box>
  );
}
