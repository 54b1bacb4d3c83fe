import { ArtworksScreen } from '../features/artworks/artworks-screen';
import { PageHeader } from '../ui/page-header';

/** /artworks: My artworks (issue 36). */
export function ArtworksPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-12 sm:px-6">
      <PageHeader title="My Artworks">
        Everything you have made, newest first. Open one to put it on a canvas, a t-shirt or a mug.
      </PageHeader>
      <ArtworksScreen />
    </div>
  );
}
