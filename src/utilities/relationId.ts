/** The id a relationship field holds, whether it was read with depth 0 (the id) or populated (the document). */
export const relationId = (ref: number | { id: number } | null | undefined): number | null => (ref == null ? null : typeof ref === 'object' ? ref.id : ref)
