'use client'

/**
 * The browser parts of the layout blocks, each fetched only by pages that show it. Next.js puts
 * every client component a route can reach into that route's first load, and the CMS page route
 * can render every kind of block; going through next/dynamic keeps a page's scripts to the
 * blocks it has. The server still renders each block in full, so nothing shifts or goes
 * missing while a chunk loads, and Next preloads the chunks of the blocks on the page.
 */
import dynamic from 'next/dynamic'

export const YouTubeFacade = dynamic(() => import('./VideoEmbed/Component.client').then((m) => m.YouTubeFacade))
export const VideoSlider = dynamic(() => import('./VideoSlider/Component.client').then((m) => m.VideoSlider))
