import { getCachedGlobal } from '@/utilities/getGlobal'

/** The Home page global (partner logos, vision, initiatives, photo), cached until it is saved. */
export const getHomePageGlobal = getCachedGlobal('home-page', 1)
