import { PackageCheck, ShoppingBag, Trash2 } from 'lucide-react';
import type { ArtworkSummary } from '../../../shared/api/artworks';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../ui/dialog';
import { artworkName } from './artwork-name';

type TileProps = {
  artwork: ArtworkSummary;
  busy: boolean;
  onBuy: () => void;
  onDelete: () => void;
};

/**
 * One artwork of My artworks: its preview (click to see it large), buy it, delete it; one an
 * order prints is kept for that order, and says so instead of offering Delete.
 */
export function ArtworkTile({ artwork, busy, onBuy, onDelete }: TileProps) {
  const name = artworkName(artwork);
  const made = new Date(artwork.created_at).toLocaleDateString(undefined, { dateStyle: 'medium' });
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-3">
        <Dialog>
          <DialogTrigger asChild>
            <button
              type="button"
              aria-label={`View ${name}, made ${made}`}
              className="cursor-zoom-in overflow-hidden rounded-xl bg-sand"
            >
              <img
                src={artwork.image_url}
                alt={`${name}, made ${made}`}
                loading="lazy"
                width={400}
                height={500}
                className="aspect-[4/5] w-full object-cover transition-transform hover:scale-[1.02]"
              />
            </button>
          </DialogTrigger>
          <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
            <DialogHeader>
              <DialogTitle>{name}</DialogTitle>
              <DialogDescription>Made {made}.</DialogDescription>
            </DialogHeader>
            <img
              src={artwork.image_url}
              alt={name}
              className="max-h-[70dvh] w-full rounded-xl bg-sand object-contain"
            />
          </DialogContent>
        </Dialog>
        <div className="flex min-w-0 flex-col">
          <span className="truncate font-medium">{name}</span>
          <span className="text-sm text-ink-muted">{made}</span>
        </div>
        <div className="mt-auto grid gap-2 sm:flex sm:flex-wrap">
          <Button size="sm" onClick={onBuy} disabled={busy} aria-label="Buy on a product">
            <ShoppingBag aria-hidden />
            {/* Two tiles a row on a phone leave room for one word. */}
            <span className="sm:hidden">Buy</span>
            <span className="hidden sm:inline">Buy on a product</span>
          </Button>
          {artwork.ordered ? (
            <span className="flex min-h-11 items-center justify-center gap-1.5 rounded-xl bg-sand px-3 text-sm font-medium text-ink-muted sm:min-h-9">
              <PackageCheck className="size-4" aria-hidden />
              On an order
            </span>
          ) : (
            <DeleteArtwork name={name} busy={busy} onDelete={onDelete} />
          )}
        </div>
      </Card>
    </li>
  );
}

function DeleteArtwork(props: { name: string; busy: boolean; onDelete: () => void }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          disabled={props.busy}
          aria-label={`Delete ${props.name}`}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this artwork?</DialogTitle>
          <DialogDescription>
            The artwork, the photo it was made from and its product pictures are deleted for good.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={props.onDelete}>
              Delete artwork
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
