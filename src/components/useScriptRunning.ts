'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * True in the browser once the page's scripts run, false in the server's HTML (and so for a
 * visitor without JavaScript): a part that needs scripts can show a plain version until then.
 */
export const useScriptRunning = () => useSyncExternalStore(noSubscription, () => true, () => false)
