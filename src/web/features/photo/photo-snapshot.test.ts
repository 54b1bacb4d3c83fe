import { describe, expect, it } from 'vitest';
import { photoFromSnapshot } from './photo-snapshot';

describe('photo from a stored snapshot', () => {
  it('rebuilds the file and shows the stored image', async () => {
    const bytes = [0xff, 0xd8, 0xff, 0xd9];
    const dataUrl = `data:image/jpeg;base64,${btoa(String.fromCharCode(...bytes))}`;
    const photo = photoFromSnapshot({ dataUrl, name: 'me.jpg', width: 480, height: 360 });
    if (!photo) throw new Error('expected a photo');
    expect(photo).toMatchObject({ previewUrl: dataUrl, width: 480, height: 360 });
    expect(photo.file).toMatchObject({ name: 'me.jpg', type: 'image/jpeg' });
    expect([...new Uint8Array(await photo.file.arrayBuffer())]).toEqual(bytes);
  });

  it('gives nothing for text that is not a base64 data URL', () => {
    const snapshot = { name: 'me.jpg', width: 1, height: 1 };
    expect(photoFromSnapshot({ ...snapshot, dataUrl: 'data:image/jpeg;base64,%%%' })).toBeNull();
    expect(photoFromSnapshot({ ...snapshot, dataUrl: 'blob:abc' })).toBeNull();
  });
});
