import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../paths';
import { toast } from '../../ui/toast';
import type { GenerationStoreHook } from './create-generation-store';
import { FINISHED_JOB_TOASTS, reactToFinishedJob } from './finished-job';
import { useGenerationStore } from './generation-store';

/**
 * Announces a finished job wherever the shopper is and takes them to /products as SPEC §2
 * says. Mount it once, in the layout, so it hears the job finish on every page.
 */
export function useFinishedJobRedirect(store: GenerationStoreHook = useGenerationStore): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;

  useEffect(() => {
    let redirect: ReturnType<typeof setTimeout> | undefined;
    const goToProducts = () => void navigate(PATHS.products);
    const unsubscribe = store.subscribe((next, previous) => {
      const reaction = reactToFinishedJob(previous.jobStatus, next.jobStatus, pathnameRef.current);
      if (reaction.kind === 'go-to-products') goToProducts();
      if (reaction.kind !== 'toast') return;
      toast.success(reaction.message, {
        // One toast per job, however many times it is announced.
        id: `job-ready-${next.jobId}`,
        action: reaction.offerProducts
          ? { label: FINISHED_JOB_TOASTS.viewProducts, onClick: goToProducts }
          : undefined,
      });
      if (reaction.redirectAfterMs !== null) {
        clearTimeout(redirect);
        redirect = setTimeout(goToProducts, reaction.redirectAfterMs);
      }
    });
    return () => {
      unsubscribe();
      clearTimeout(redirect);
    };
  }, [navigate, store]);
}
