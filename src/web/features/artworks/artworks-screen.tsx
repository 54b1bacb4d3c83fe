import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Palette } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ArtworkSummary } from '../../../shared/api/artworks';
import { deleteArtwork, fetchArtworksPage } from '../../api/artworks';
import { fetchJob } from '../../api/jobs';
import { PATHS } from '../../paths';
import { Button, buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { toast } from '../../ui/toast';
import { useAuthStore } from '../auth/auth-store';
import { useGenerationStore } from '../generation/generation-store';
import { proveGuestSession } from '../session/guest-proof';
import { ArtworkTile } from './artwork-tile';
import { forgetArtworkInBrowser } from './forget-in-browser';

/**
 * /artworks: every artwork this shopper made, newest first, 24 at a time: a guest's in this
 * browser, an account's on every device. Each can be seen large, bought on any product (its
 * products open on /products, no new upload) or deleted.
 */
export function ArtworksScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useAuthStore((state) => state.status);
  const accountId = useAuthStore((state) => state.user?.uid ?? null);
  const [busy, setBusy] = useState<string | null>(null);
  const queryKey = ['artworks', accountId];
  const list = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam }) => {
      await proveGuestSession();
      return fetchArtworksPage(pageParam);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: status !== 'loading',
  });
  const artworks = list.data?.pages.flatMap((page) => page.artworks) ?? [];

  const buy = async (artwork: ArtworkSummary) => {
    setBusy(artwork.id);
    const check = await fetchJob(artwork.id);
    setBusy(null);
    const result = check.ok ? check.job.result : null;
    if (!result) {
      toast.error('This artwork could not be opened', {
        description: check.ok ? 'Please try again.' : check.message,
      });
      return;
    }
    useGenerationStore.getState().openArtwork({
      id: artwork.id,
      products: result.products,
      artworkUrl: result.artwork_url ?? null,
      paintedAs: result.painted_as ?? [],
      look: { styleId: artwork.style_id, customPrompt: artwork.custom_prompt },
    });
    void navigate(PATHS.products);
  };

  const remove = async (artwork: ArtworkSummary) => {
    setBusy(artwork.id);
    const problem = await deleteArtwork(artwork.id);
    setBusy(null);
    if (problem) {
      toast.error('The artwork was not deleted', { description: problem });
      return;
    }
    forgetArtworkInBrowser(artwork.id);
    toast.success('Artwork deleted');
    await queryClient.invalidateQueries({ queryKey });
  };

  if (list.isPending) return <p className="text-ink-muted">Loading your artworks...</p>;
  if (list.isError) {
    return <p role="alert">Your artworks could not be loaded. Please try again.</p>;
  }
  if (artworks.length === 0) {
    return (
      <EmptyState
        icon={Palette}
        title="No artworks yet"
        action={
          <Link to={PATHS.home} className={buttonClasses({ size: 'lg' })}>
            Create My Art
          </Link>
        }
      >
        Every artwork you make is kept here, so you can come back to it and put it on a product.
      </EmptyState>
    );
  }
  return (
    <>
      <ul
        aria-label="My artworks"
        className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
      >
        {artworks.map((artwork) => (
          <ArtworkTile
            key={artwork.id}
            artwork={artwork}
            busy={busy === artwork.id}
            onBuy={() => void buy(artwork)}
            onDelete={() => void remove(artwork)}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading...' : 'Show more'}
        </Button>
      )}
    </>
  );
}
