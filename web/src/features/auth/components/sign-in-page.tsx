import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { loginRequestSchema } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { applyLocale } from '../../../i18n';
import { readStoredLocale } from '../../../i18n/languages';
import { errorMessageKey } from '../../../lib/error-message';
import { useFieldErrorText } from '../../../lib/forms';
import { buildStartPath } from '../../../lib/sign-in-path';
import { useLogin } from '../api/login';

/**
 * Outside the shell. There is no user yet, so it speaks the language this browser used last
 * (else Finnish); after signing in it hands the return state to the start view.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const login = useLogin();
  const errorText = useFieldErrorText();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  useLayoutEffect(() => {
    void applyLocale(readStoredLocale());
  }, []);

  // The same schema the server validates with: the address trimmed and lower-cased.
  const signIn = handleSubmit((request) =>
    login.mutate(request, {
      onSuccess: () => {
        // Nothing cached may outlive the previous session (another user may sign in).
        queryClient.removeQueries();
        void navigate(buildStartPath(searchParams.get('state')), { replace: true });
      },
    }),
  );

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper component="main" sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h2" component="p" color="primary">
          {t('app.productName')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('app.tagline')}
        </Typography>
        <Typography variant="h1" data-testid="page-title" sx={{ mb: 2 }}>
          {t('signIn.title')}
        </Typography>
        <Stack component="form" spacing={2} onSubmit={signIn} noValidate>
          {login.isError ? (
            <Alert severity="error" data-testid="sign-in-error">
              {t(errorMessageKey(login.error))}
            </Alert>
          ) : null}
          <TextField
            {...register('email')}
            type="email"
            label={t('signIn.email')}
            autoComplete="username"
            required
            autoFocus
            error={errors.email !== undefined}
            helperText={errorText(errors.email)}
          />
          <TextField
            {...register('password')}
            type="password"
            label={t('signIn.password')}
            autoComplete="current-password"
            required
            error={errors.password !== undefined}
            helperText={errorText(errors.password)}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={login.isPending}
            data-testid="sign-in-submit"
          >
            {t('signIn.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
