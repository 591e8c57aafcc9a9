/**
 * Ids the home page links to (the hero's "See how it works", `/#how-it-works`). Kept apart from the
 * sections themselves so that linking to one does not pull its code into the first visit's chunk.
 */
export const HOW_IT_WORKS_ID = 'how-it-works';
