/** Query keys of the system configuration, broad to narrow: invalidating a prefix refreshes all under it. */
export const configKeys = {
  all: ['config'] as const,
  appConfig: () => [...configKeys.all, 'app-config'] as const,
  appConfigList: () => [...configKeys.appConfig(), 'list'] as const,
  appConfigValue: (key: string) => [...configKeys.appConfig(), 'value', key] as const,
  videos: () => [...configKeys.all, 'videos'] as const,
  videoSlugs: () => [...configKeys.videos(), 'slugs'] as const,
  video: (slug: string) => [...configKeys.videos(), 'detail', slug] as const,
};
