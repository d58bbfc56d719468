// The notification centre's public face: the header entry.
export { NotificationCentreEntry, notificationCentreHash } from './components/notification-centre';
