import type { ModuleKey } from '@/config/product';

export const marketingKeys = {
  all: ['marketing'] as const,
  videos: () => [...marketingKeys.all, 'videos'] as const,
  video: (slug: string) => [...marketingKeys.videos(), slug] as const,
  contents: () => [...marketingKeys.all, 'content'] as const,
  content: (key: ModuleKey) => [...marketingKeys.contents(), key] as const,
};
