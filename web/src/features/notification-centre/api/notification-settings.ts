import { notificationSettingsApi, usersApi, type NotificationSettings } from '@dealer/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session/session-query';

const key = ['notificationSettings'] as const;

export function useNotificationSettings(isEnabled: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(notificationSettingsApi.get, {}, { signal }),
    enabled: isEnabled,
  });
}

/** Saves a change; on failure the caller shows the error and the settings are reloaded (spec 4). */
export function useNotificationSaves() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    reload,
    saveSettings: async (settings: NotificationSettings) => {
      queryClient.setQueryData(key, settings);
      queryClient.setQueryData(
        key,
        await callApi(notificationSettingsApi.update, { body: settings }),
      );
    },
    saveMainSwitch: async (mainSwitch: boolean) => {
      queryClient.setQueryData(
        key,
        await callApi(notificationSettingsApi.updateMainSwitch, { body: { mainSwitch } }),
      );
    },
    savePhoneNumber: async (phoneNumber: string) => {
      await callApi(usersApi.setPhoneNumber, { body: { phoneNumber } });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  };
}
