export const modulesKeys = {
  all: ['modules'] as const,
  mine: () => [...modulesKeys.all, 'mine'] as const,
  mineFor: (userId: string) => [...modulesKeys.mine(), userId] as const,
};
