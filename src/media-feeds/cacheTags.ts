/** The cache tag and page the video library reads through; admin edits and the sync clear them. */
export const VIDEOS_TAG = 'videos'
export const VIDEO_LIBRARY_PATH = '/about-prostate-cancer/video-library'
