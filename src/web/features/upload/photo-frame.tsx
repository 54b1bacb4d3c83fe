import type { ReactNode } from 'react';
import { cn } from '../../ui/cn';
import type { UserPhoto } from '../photo/user-photo';

export type PhotoPreview = Pick<UserPhoto, 'previewUrl' | 'width' | 'height'>;

interface PhotoFrameProps {
  photo: PhotoPreview;
  alt: string;
  className?: string;
  /** Layers drawn over the photo (buttons, effects). */
  children?: ReactNode;
}

/** The shopper's photo in a box of its own proportions, so nothing moves when it loads. */
export function PhotoFrame({ photo, alt, className, children }: PhotoFrameProps) {
  return (
    <div
      className={cn(
        'relative mx-auto max-h-[26rem] w-full overflow-hidden rounded-2xl border border-line bg-sand',
        className,
      )}
      style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
    >
      <img
        src={photo.previewUrl}
        alt={alt}
        width={photo.width}
        height={photo.height}
        decoding="async"
        className="absolute inset-0 size-full object-contain"
      />
      {children}
    </div>
  );
}
