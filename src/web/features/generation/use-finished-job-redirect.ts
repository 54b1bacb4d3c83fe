import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../paths';
import { toast } from '../../ui/toast';
import type { GenerationStoreHook } from './create-generation-store';
import { FINISHED_JOB_TOASTS, reactToFinishedJob } from './finished-job';
import type { JobStatus } from './generation-contract';
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
  // The job's status as last heard: at first, the one the page loaded with.
  const heard = useRef<JobStatus>(store.jobStatusAtLoad);

  useEffect(() => {
    let redirect: ReturnType<typeof setTimeout> | undefined;
    const goToProducts = () => void navigate(PATHS.products);
    const react = (previous: JobStatus, next: JobStatus, jobId: string | null) => {
      heard.current = next;
      const reaction = reactToFinishedJob(previous, next, pathnameRef.current);
      if (reaction.kind === 'go-to-products') goToProducts();
      if (reaction.kind !== 'toast') return;
      toast.success(reaction.message, {
        // One toast per job, however many times it is announced.
        id: `job-ready-${jobId}`,
        action: reaction.offerProducts
          ? { label: FINISHED_JOB_TOASTS.viewProducts, onClick: goToProducts }
          : undefined,
      });
      if (reaction.redirectAfterMs !== null) {
        clearTimeout(redirect);
        redirect = setTimeout(goToProducts, reaction.redirectAfterMs);
      }
    };
    const unsubscribe = store.subscribe((next, previous) =>
      react(previous.jobStatus, next.jobStatus, next.jobId),
    );
    // A change made before this listened: an upload resent after a reload, answered at once.
    const { jobStatus, jobId } = store.getState();
    if (jobStatus !== heard.current) react(heard.current, jobStatus, jobId);
    return () => {
      unsubscribe();
      clearTimeout(redirect);
    };
  }, [navigate, store]);
}
