import { Download, ImageIcon } from 'lucide-react';
import { Button } from '../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../ui/dialog';

/** The shopper's artwork on its own, full size, with a way to keep it. */
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
          <DialogDescription>This is the art we print on every product.</DialogDescription>
        </DialogHeader>
        <img
          src={artworkUrl}
          alt="Your artwork"
          className="max-h-[70dvh] w-full rounded-xl bg-sand object-contain"
        />
        <Button asChild variant="secondary" className="justify-self-start">
          <a href={artworkUrl} download>
            <Download aria-hidden />
            Download artwork
          </a>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
