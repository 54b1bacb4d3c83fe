import { Camera, Glasses, ScanFace, Sun } from 'lucide-react';

/** The advice of SPEC §1, one item each. */
const PHOTO_TIPS = [
  { text: 'A clear photo of one person', Icon: ScanFace },
  { text: 'No sunglasses', Icon: Glasses },
  { text: 'Good lighting', Icon: Sun },
  { text: 'Facing the camera', Icon: Camera },
] as const;

export function PhotoTipList({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {PHOTO_TIPS.map(({ text, Icon }) => (
        <li key={text} className="flex items-center gap-2.5">
          <Icon className="size-4 shrink-0 text-primary" aria-hidden />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
