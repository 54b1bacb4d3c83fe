/*
 * Renders every costume for a few heads and genders onto grey, with an oval standing for the
 * head, into one contact sheet outside git:
 *   npx tsx scripts/art/preview-costumes.ts [out.png] [costume,costume…]
 */
import { writeFile } from 'node:fs/promises';
import { drawCostumeSheet } from '@masterpiece-me/portrait-engine/testing';

const out = process.argv[2] ?? '/tmp/costumes.png';
const started = Date.now();
await writeFile(out, await drawCostumeSheet(process.argv[3]?.split(',')));
console.log(`${out}: drawn in ${Date.now() - started} ms`);
