import { ImagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../features/navigation/paths';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { Nowrap } from '../ui/nowrap';
import { PageHeader } from '../ui/page-header';

export function ProductsPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-12 sm:px-6">
      <PageHeader title="Transform Yourself Into Art" className="items-center text-center" />
      <EmptyState
        className="mx-auto w-full max-w-2xl"
        icon={ImagePlus}
        title="Upload a photo first"
        action={
          <Button asChild size="lg">
            <Link to={PATHS.upload}>Upload a Photo</Link>
          </Button>
        }
      >
        Your portrait becomes artwork on a canvas print, a <Nowrap>t-shirt</Nowrap> and a coffee
        mug. Start with a photo of one person.
      </EmptyState>
    </div>
  );
}
