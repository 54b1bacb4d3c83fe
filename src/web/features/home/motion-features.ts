/** The animation engine, in a chunk of its own so the first page load does not wait for it. */
export { domAnimation as default } from 'motion/react';
