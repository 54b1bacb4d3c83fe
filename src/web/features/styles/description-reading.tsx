import { readDescription, wordsNotPainted } from '@masterpiece-me/portrait-engine/vocabulary';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { storeFactsQuery } from '../../api/store-facts';

export const READING_WORDS = {
  painted: 'We will paint:',
  nothingNamed: 'No style words yet: we will paint an oil portrait in a studio.',
  notPainted: 'Not painted:',
} as const;

/**
 * What the painter makes of the description so far, as it is typed: the words it will paint,
 * and the words it will not (places and things no scene of ours has), so the shopper can reword
 * before the click. A store painting with the hosted engine hands it every word, so only the
 * first line is said there.
 */
export function DescriptionReading({ description }: { description: string }) {
  const facts = useQuery(storeFactsQuery);
  const typed = useDeferredValue(description);
  if (!typed.trim()) return null;
  const painted = readDescription(typed).words;
  const paintsEveryWord = facts.data?.art_service === 'openai';
  const unpainted = paintsEveryWord ? [] : wordsNotPainted(typed);
  return (
    <div role="status" className="flex flex-col gap-1 rounded-xl bg-sand/70 px-3 py-2 text-sm">
      {painted.length > 0 ? (
        <p>
          <span className="font-semibold">{READING_WORDS.painted}</span> {painted.join(' · ')}
        </p>
      ) : (
        <p className="text-ink-muted">{READING_WORDS.nothingNamed}</p>
      )}
      {unpainted.length > 0 && (
        <p className="text-ink-muted">
          <span className="font-semibold text-ink">{READING_WORDS.notPainted}</span>{' '}
          {unpainted.join(', ')}
        </p>
      )}
    </div>
  );
}
