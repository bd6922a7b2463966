/** Social networks the footer has an icon for; each icon is a file in public/icons/. */
export const SOCIAL_PLATFORMS = [
  { value: 'facebook', label: 'Facebook' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'x', label: 'X (Twitter)' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'linkedin', label: 'LinkedIn' },
] as const

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]['value']

export const socialIconPath = (platform: string) => `/icons/${platform}.svg`
export const socialLabel = (platform: string) =>
  SOCIAL_PLATFORMS.find((p) => p.value === platform)?.label ?? platform
