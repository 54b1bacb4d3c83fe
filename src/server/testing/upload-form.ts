/** A multipart upload as the browser sends it (SPEC §7), with the fields a test chooses. */
export function uploadForm(
  file: { bytes: Buffer; name: string; type?: string } | undefined,
  fields: Record<string, string | undefined> = {},
): FormData {
  const form = new FormData();
  const defaults = { use_bypass: 'false', style_id: 'royal_oil_paint', gender: 'female' };
  for (const [key, value] of Object.entries({ ...defaults, ...fields })) {
    if (value !== undefined) form.append(key, value);
  }
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' });
    form.append('file', blob, file.name);
  }
  return form;
}
