/** Makes text inert inside HTML (element content and quoted attribute values). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
