import { Camera, Glasses, ScanFace, Sun, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../features/navigation/paths';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { PageHeader } from '../ui/page-header';

const TIPS = [
  { text: 'A clear photo of one person', Icon: ScanFace },
  { text: 'No sunglasses', Icon: Glasses },
  { text: 'Good lighting', Icon: Sun },
  { text: 'Facing the camera', Icon: Camera },
] as const;

/** The photo comes first: this route points shoppers to the upload on the home page. */
export function UploadPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6">
      <PageHeader title="Upload Your Photo" className="items-center text-center">
        Every masterpiece starts with a photo. Creating your art typically takes 30-60 seconds.
      </PageHeader>
      <Card className="flex flex-col items-center gap-8 px-6 py-10">
        <ul className="grid w-full gap-3 sm:grid-cols-2">
          {TIPS.map(({ text, Icon }) => (
            <li key={text} className="flex items-center gap-3 rounded-xl bg-sand/70 px-4 py-3">
              <Icon className="size-5 text-primary" aria-hidden />
              <span className="font-medium">{text}</span>
            </li>
          ))}
        </ul>
        <Button asChild size="lg">
          <Link to={PATHS.home}>
            <Upload aria-hidden />
            Choose Your Photo
          </Link>
        </Button>
      </Card>
    </div>
  );
}
