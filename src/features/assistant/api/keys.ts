export const assistantKeys = {
  all: ['assistant'] as const,
  config: () => [...assistantKeys.all, 'config'] as const,
  backendUrl: () => [...assistantKeys.config(), 'api_url_backend'] as const,
  savedConversations: (userId: string) => [...assistantKeys.all, 'saved', userId] as const,
};
