/** Query keys of the notices (broad to narrow: invalidating ['notifications', userId] refreshes all). */
export const notificationKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  list: (userId: string) => ['notifications', userId, 'list'] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
  preferences: (userId: string) => ['notifications', userId, 'preferences'] as const,
};
