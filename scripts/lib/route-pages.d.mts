import type { Plugin } from 'vite';

/** One HTML file per page, each preloading the chunks its page needs (index.html is home's). */
export function routePages(): Plugin;
