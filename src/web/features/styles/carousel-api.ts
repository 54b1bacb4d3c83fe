import type { UseEmblaCarouselType } from 'embla-carousel-react';

/** The Embla carousel instance, named through the package the app depends on. */
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
