export const authKeys = {
  all: ['auth'] as const,
  profiles: () => [...authKeys.all, 'profile'] as const,
  profile: (userId: string) => [...authKeys.profiles(), userId] as const,
};
