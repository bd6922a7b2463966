/**
 * What the site needs from a video host: a channel's playlists and their videos. The sync
 * job only knows this interface; the YouTube Data API client below is the one implementation
 * (tests run it against a local stand-in server).
 */

export type RemoteThumbnail = { url: string; width?: number; height?: number }

export type RemotePlaylist = { playlistId: string; title: string }

export type RemoteVideo = {
  videoId: string
  title: string
  description: string
  publishedAt: string | null
  /** The medium still (320×180). */
  thumbnail: RemoteThumbnail | null
}

export type ChannelContent = {
  playlists: RemotePlaylist[]
  /** Every video of the channel (its uploads and its playlists), once each. */
  videos: RemoteVideo[]
  /** playlistId → the video ids in it, in the playlist's order. */
  membership: Record<string, string[]>
}

export interface VideoSource {
  /** Everything at once, or an error: a partial answer must never replace good data. */
  fetchChannel(channelId: string): Promise<ChannelContent>
}

export class VideoSourceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly reason?: string,
  ) {
    super(message)
    this.name = 'VideoSourceError'
  }
}
