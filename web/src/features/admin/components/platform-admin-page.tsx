import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/empty-state';
import { useSession } from '../../../lib/session/session-context';
import { AdminSearchDialog } from './admin-search-dialog';
import { FeedbackSection } from './feedback-section';
import { MailOutboxSection } from './mail-outbox-section';
import { OrganisationsSection } from './organisations-section';
import { UsersSection } from './users-section';
import { ReleaseNotesSection } from './release-notes-section';
import { ServiceNoticeForm } from './service-notice-form';

/**
 * Platform operations at /admin (issue 13), for platform admins only (the server refuses every
 * call of anyone else too): the admin search, organisations and users with their invitations,
 * the mail outbox, the service-ad banner and service notification, release notes and feedback.
 */
export function PlatformAdminPage() {
  const { t } = useTranslation();
  const isAdmin = useSession().user.nwAdmin;
  const [isSearching, setIsSearching] = useState(false);
  if (!isAdmin) return <EmptyState text={t('adminConsole.onlyAdmins')} />;
  return (
    <>
      <PageHeader
        title={t('adminConsole.title')}
        actions={
          <Button
            variant="outlined"
            onClick={() => setIsSearching(true)}
            data-testid="console-admin-search"
          >
            {t('admin.openSearch')}
          </Button>
        }
      />
      <Stack spacing={2}>
        <OrganisationsSection />
        <UsersSection />
        <MailOutboxSection />
        <ServiceNoticeForm kind="serviceAd" />
        <ServiceNoticeForm kind="serviceNotification" />
        <ReleaseNotesSection />
        <FeedbackSection />
      </Stack>
      <AdminSearchDialog open={isSearching} onClose={() => setIsSearching(false)} />
    </>
  );
}
