import { type ComponentProps, useState } from 'react';

type StyleImageProps = Omit<ComponentProps<'img'>, 'src' | 'onError'> & {
  src: string;
  fallbackSrc: string;
};

/** A style's picture that swaps itself for the style's fallback when it cannot load (SPEC §8). */
export function StyleImage({ src, fallbackSrc, alt, ...props }: StyleImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? fallbackSrc : src;
  return (
    <img
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== fallbackSrc) setFailedSrc(src);
      }}
      {...props}
    />
  );
}
