import { fixturePhoto } from '@masterpiece-me/test-photos';
import sharp from 'sharp';

/** Words a camera or an editor wrote into the photo, each of which must not be kept. */
export const PHOTO_SECRETS = {
  description: 'SECRET-DESCRIPTION-7Q',
  place: 'SECRET-PLACE-3K',
  creator: 'SECRET-CREATOR-9X',
} as const;

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="${PHOTO_SECRETS.creator}"/></rdf:RDF></x:xmpmeta>`;

/**
 * Grace Hopper's portrait as a phone would store it: turned on its side with an Exif
 * orientation (8) that shows it upright, a Display P3 colour profile, where it was taken (GPS)
 * and a description in Exif, and a creator in XMP.
 */
export function photoWithMetadata(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  return sharp(fixturePhoto('single_grace_hopper_512x512.jpg'))
    .rotate(90)
    .withExif({
      IFD0: { ImageDescription: PHOTO_SECRETS.description },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2964/100',
        GPSMapDatum: PHOTO_SECRETS.place,
      },
    })
    .withMetadata({ orientation: 8 })
    .withXmp(XMP)
    .withIccProfile('p3')
    [format]()
    .toBuffer();
}

/** Whether any of the secrets is anywhere in the bytes. */
export const holdsSecrets = (bytes: Buffer): boolean =>
  Object.values(PHOTO_SECRETS).some((secret) => bytes.includes(secret));
