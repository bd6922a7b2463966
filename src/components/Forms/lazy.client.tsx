'use client'

/**
 * The four page forms, each fetched only by the page that shows it (the CMS page route can show
 * any of them, and Next.js would otherwise load all four, the date picker included, on every
 * CMS page). The server renders the form in full; Next preloads its chunk.
 */
import dynamic from 'next/dynamic'

export const ContactFormClient = dynamic(() => import('./ContactForm.client').then((m) => m.ContactFormClient))
export const PeerSupportFormClient = dynamic(() => import('./PeerSupportForm.client').then((m) => m.PeerSupportFormClient))
export const ReefKnotKitFormClient = dynamic(() => import('./ReefKnotKitForm.client').then((m) => m.ReefKnotKitFormClient))
export const VolunteerFormClient = dynamic(() => import('./VolunteerForm.client').then((m) => m.VolunteerFormClient))
