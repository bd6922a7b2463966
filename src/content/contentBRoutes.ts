/** Cache tags and site paths of the newsletters, team, support group, grants and about pages. */
export const CONTENT_TAGS = {
  newsletters: 'newsletters',
  team: 'team-members',
  memberTypes: 'member-types',
  supportGroups: 'support-groups',
  grants: 'grants',
} as const

export const NEWSLETTERS_PATH = '/get-support/more-resources/newsletters'
export const TEAM_PATH = '/about-us/our-team'
export const SUPPORT_GROUPS_PATH = '/get-support/support-groups'
export const FIND_A_GROUP_PATH = '/get-support/support-groups/find-a-group'
export const COUNCILS_PATH = '/get-support/support-group-councils'
export const BUTTS_IN_MOTION_PATH = '/get-support/butts-in-motion'
export const GRANTS_PATH = '/our-impact/grants'
export const MISSION_PATH = '/about-us/mission'
export const CONTACT_PATH = '/about-us/contact-us'
export const ANNUAL_REPORT_PATH = '/about-us/annual-report'

/** Addresses that show one member or group: the list page scrolls to the element whose id is the slug. */
export const teamMemberUrl = (slug: string) => `${TEAM_PATH}#${slug}`
export const supportGroupUrl = (slug: string) => `${FIND_A_GROUP_PATH}#${slug}`
