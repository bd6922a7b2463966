import { getCachedGlobal } from './getGlobal'

/** Donation Settings (receipt signatory, tax contact, alternative ways text), cached by tag. */
export const getDonationSettings = getCachedGlobal('donation-settings', 1)
