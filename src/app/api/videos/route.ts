import { NextResponse } from 'next/server'
import { getVideoLibrary } from '@/media-feeds/getVideoLibrary'
import { videoListResponse } from '@/media-feeds/videoListResponse'

// Answered per request from the tagged cache (which edits and the sync clear), never frozen at build time.
export const dynamic = 'force-dynamic'

/** GET /api/videos: every published video with its playlists, and the playlists (JSON). */
export async function GET() {
  return NextResponse.json(videoListResponse(await getVideoLibrary()), {
    headers: { 'Cache-Control': 'public, max-age=30' },
  })
}
