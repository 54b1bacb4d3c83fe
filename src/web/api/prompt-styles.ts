import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type PromptStyle, promptStylesResponseSchema } from '../../shared/api/generation';
import { useFirstPaintDone } from '../first-paint';
import { getJson } from './http';

export const PROMPT_STYLES_PATH = '/api/prompt-styles';

export async function fetchPromptStyles(): Promise<PromptStyle[]> {
  const result = await getJson(PROMPT_STYLES_PATH, promptStylesResponseSchema);
  if (!result.ok) throw new Error(`Could not load art styles (status ${result.status ?? 'none'})`);
  return result.data;
}

export interface PromptStylesView {
  /** Empty while loading and when the call failed (SPEC §7). */
  styles: PromptStyle[];
  isLoading: boolean;
}

const NO_STYLES: PromptStyle[] = [];

/**
 * The art styles, fetched once per visit; a failure is logged and leaves the list empty. The
 * call waits for the first paint: the page is drawn before the styles could arrive anyway, and
 * a phone then spends its first round trips on the page itself.
 */
export function usePromptStyles(): PromptStylesView {
  const query = useQuery({
    queryKey: ['prompt-styles'],
    queryFn: fetchPromptStyles,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: useFirstPaintDone(),
  });
  useEffect(() => {
    if (query.error) console.error('Art styles are unavailable', query.error);
  }, [query.error]);
  return { styles: query.data ?? NO_STYLES, isLoading: query.isPending };
}
