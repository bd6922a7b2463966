'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** False in the server's HTML and true once scripts run: a card form stays hidden where it could not take a card. */
export const useScripted = () => useSyncExternalStore(noSubscription, () => true, () => false)
