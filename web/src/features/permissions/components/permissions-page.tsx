import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '../../../i18n/use-translation';
import { narrowMediaQuery } from '../../../app/layout';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessageKey } from '../../../lib/error-message';
import { useSession } from '../../../lib/session/session-context';
import { useOrganisationRoles, useProductPermissions } from '../api/permissions-queries';
import { useSavePermission } from '../api/save-permission';
import { usePermissionDraft } from '../hooks/use-permission-draft';
import { NarrowEditorHeader } from './narrow-editor-header';
import { PermissionList } from './permission-list';
import { RoleEditor } from './role-editor';

/** Permissions page (spec 2 and 4): permissions on the left, roles on the right. */
export function PermissionsPage() {
  const { user } = useSession();
  // The settings area lets only permission managers in, and they always have an organisation.
  if (user.selectedOrganisationId === null) return null;
  return <PermissionsEditor organisationId={user.selectedOrganisationId} />;
}

function PermissionsEditor({ organisationId }: { organisationId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const isNarrow = useMediaQuery(narrowMediaQuery, { noSsr: true });
  const permissionsQuery = useProductPermissions(organisationId);
  const rolesQuery = useOrganisationRoles(organisationId);
  const permissions = permissionsQuery.data ?? [];
  const editor = usePermissionDraft(permissions);
  const save = useSavePermission(organisationId);
  const { selected, draft, isDirty } = editor;

  const handleSave = () => {
    if (!selected || !draft) return;
    save.mutate(
      { permission: selected, draft },
      {
        onSuccess: () => {
          toast.success('toast.infoUpdated');
          if (isNarrow) editor.select(null);
        },
        onError: () => toast.error('toast.infoUpdateError'),
      },
    );
  };
  const handleCancel = () => (isNarrow ? editor.select(null) : editor.reset());

  const failure = permissionsQuery.error ?? rolesQuery.error;
  if (failure) return <Alert severity="error">{t(errorMessageKey(failure))}</Alert>;
  if (!permissionsQuery.data || !rolesQuery.data)
    return <CircularProgress aria-label={t('app.loading')} />;

  const roleEditor =
    selected && draft ? (
      <RoleEditor
        permission={selected}
        draft={draft}
        roles={rolesQuery.data}
        isDisabled={save.isPending}
        onWholeOrganisationChange={editor.setWholeOrganisation}
        onToggleRole={editor.toggleRole}
      />
    ) : null;

  if (isNarrow && selected && roleEditor) {
    return (
      <>
        <NarrowEditorHeader
          title={t(`permissions.names.${selected.key}`)}
          canSave={isDirty && !save.isPending}
          onCancel={handleCancel}
          onSave={handleSave}
        />
        <Box sx={{ px: 0.5 }}>{roleEditor}</Box>
      </>
    );
  }

  const list =
    permissions.length === 0 ? (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {t('permissions.noPermissions')}
      </Typography>
    ) : (
      <PermissionList
        permissions={permissions}
        selectedId={selected?.id ?? null}
        onSelect={editor.select}
      />
    );

  return (
    <>
      <PageHeader overline={t('settings.title')} title={t('permissions.title')} />
      {isNarrow ? (
        <Paper>{list}</Paper>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(220px, 1fr) 2fr',
            gap: 2,
            alignItems: 'start',
          }}
        >
          <Paper sx={{ overflow: 'hidden' }}>
            <Typography variant="h2" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
              {t('permissions.productPermissions')}
            </Typography>
            {list}
          </Paper>
          <Paper sx={{ p: 2 }} data-testid="permission-editor">
            {roleEditor ?? (
              <Typography color="text.secondary">{t('permissions.choosePermission')}</Typography>
            )}
            {roleEditor ? (
              <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
                <Button
                  onClick={handleCancel}
                  disabled={!isDirty || save.isPending}
                  data-testid="permission-cancel"
                >
                  {t('common.cancel')}
                </Button>
                <Button
                  variant="contained"
                  onClick={handleSave}
                  disabled={!isDirty}
                  loading={save.isPending}
                  data-testid="permission-save"
                >
                  {t('common.save')}
                </Button>
              </Stack>
            ) : null}
          </Paper>
        </Box>
      )}
    </>
  );
}
