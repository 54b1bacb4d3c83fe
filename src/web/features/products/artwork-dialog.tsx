import { ImageIcon } from 'lucide-react';
import { Button } from '../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../ui/dialog';

/**
 * The shopper's artwork on its own, as the marked preview shows it; the file at full size comes
 * with the order (its page offers the download).
 */
export function ArtworkDialog({ artworkUrl }: { artworkUrl: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <ImageIcon aria-hidden />
          View your artwork
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Your artwork</DialogTitle>
          <DialogDescription>
            This is the art we print on every product. Order it and you can download it at full
            size, without our mark, from your order&apos;s page.
          </DialogDescription>
        </DialogHeader>
        <img
          src={artworkUrl}
          alt="Your artwork"
          className="max-h-[70dvh] w-full rounded-xl bg-sand object-contain"
        />
      </DialogContent>
    </Dialog>
  );
}
