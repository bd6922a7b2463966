import type { TaskConfig } from 'payload'
import { syncYouTube } from './sync'

/**
 * The scheduled YouTube sync (Payload jobs). Hourly; a run without a configured channel does
 * nothing. A failed run keeps the stored videos and is retried twice.
 */
export const youTubeSyncTask: TaskConfig<{ input: object; output: { status: string; summary: string } }> = {
  slug: 'syncYouTube',
  label: 'Copy playlists and videos from YouTube',
  retries: 2,
  schedule: [{ cron: '0 * * * *', queue: 'youtube' }],
  outputSchema: [
    { name: 'status', type: 'text', required: true },
    { name: 'summary', type: 'text', required: true },
  ],
  handler: async ({ req }) => {
    const outcome = await syncYouTube(req.payload)
    return {
      output: {
        status: outcome.status,
        summary: outcome.status === 'ok' ? JSON.stringify(outcome.result) : 'No YouTube channel configured.',
      },
    }
  },
}
