import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { UserPhoto } from '../photo/user-photo';
import { createCheckChosenPhoto, NO_PHOTO } from './check-chosen-photo';
import { followVariations } from './follow-variations';
import { generationPersistence } from './generation-persistence';
import {
  type GenerationDeps,
  type GenerationStoreState,
  INITIAL_GENERATION,
  trackOf,
  withTrack,
} from './generation-state';
import { createJobPoller } from './job-poller';
import { IDLE_JOB, type JobEvent, trackJob } from './job-track';
import { createPickVariation } from './pick-variation';
import { createSendPhoto, type UploadInFlight } from './send-photo';
import { chooseStyle, paintedLook } from './style-choice';
import { NO_VARIATIONS } from './variations-state';

/** The title of the toast that says why another look was not started. */
export const ANOTHER_LOOK_REFUSED = 'Could not try another look';

/**
 * The generation store of the contract: the chosen photo and style, the upload, and the job
 * until it finishes. Kept in local storage so a reload resumes a running job.
 */
export function createGenerationStore(deps: GenerationDeps) {
  // Work in flight belongs to one photo; removing it or starting over abandons the work.
  let photoRun = 0;
  const inFlight: { current: UploadInFlight | null } = { current: null };

  const poller = createJobPoller({
    fetchJob: deps.fetchJob,
    loadClientConfig: deps.loadClientConfig,
    onCheck: (check, maxChecks) => {
      track({ type: 'job-checked', check, maxChecks });
      return store.getState().pollingStatus === 'polling';
    },
  });

  const track = (event: JobEvent) =>
    store.setState((state) => withTrack(trackJob(trackOf(state), event)));

  const stopWork = () => {
    photoRun += 1;
    poller.stop();
    inFlight.current?.progress.stop();
    inFlight.current?.abort.abort();
    inFlight.current = null;
  };

  const releasePhoto = (photo: UserPhoto | null) => {
    if (photo?.previewUrl.startsWith('blob:')) deps.releasePreview(photo.previewUrl);
  };

  const keepChosen = (photo: UserPhoto | null) => {
    if (!photo) return deps.chosenPhoto.forget();
    deps.chosenPhoto
      .keep(photo)
      .catch((error) => console.warn('Could not keep the chosen photo', error));
  };

  const store = create<GenerationStoreState>()(
    persist(
      (set, get) => ({
        ...INITIAL_GENERATION,

        async choosePhoto(file) {
          if (get().isLoading) return;
          const run = ++photoRun;
          set({ isLoading: true });
          const prepared = await deps.preparePhoto(file);
          if (run !== photoRun) {
            if (prepared.ok) releasePhoto(prepared.photo);
            return;
          }
          releasePhoto(get().userPhoto);
          const userPhoto = prepared.ok ? prepared.photo : null;
          set({
            ...withTrack(IDLE_JOB),
            userPhoto,
            photoSnapshot: null,
            photoRefusal: null,
            photoCheck: userPhoto ? 'checking' : 'unchecked',
          });
          if (!prepared.ok) deps.alert(prepared.message);
          keepChosen(userPhoto);
          if (userPhoto) void checkChosen(userPhoto);
        },

        removePhoto() {
          stopWork();
          deps.chosenPhoto.forget();
          releasePhoto(get().userPhoto);
          set({ ...NO_PHOTO, ...withTrack(IDLE_JOB) });
        },

        selectStyle(styleId, styleName) {
          set((state) => chooseStyle(state, styleId, styleName));
        },

        setCustomPrompt(customPrompt) {
          set({ customPrompt });
        },

        setGender(gender) {
          set({ gender });
        },

        async submit() {
          const { userPhoto, isLoading, photoCheck } = get();
          // A finished job does not hold the button: 'Create My Art' starts a new one. A photo
          // being checked does: the check may refuse it, and the upload reuses its verdict.
          if (userPhoto && !isLoading && photoCheck !== 'checking') await sendPhoto(userPhoto);
        },

        openArtwork(job) {
          stopWork();
          deps.chosenPhoto.forget();
          releasePhoto(get().userPhoto);
          set({
            ...withTrack(trackJob(IDLE_JOB, { type: 'artwork-opened', job })),
            ...(job.look && paintedLook(job.look)),
            userPhoto: null,
            photoSnapshot: null,
          });
        },

        async tryAnotherLook({ styleId, styleName, customPrompt }) {
          const before = get();
          if (!before.jobId || before.isLoading) return;
          stopWork();
          const run = photoRun;
          // The photo is on the server already: from the click on, the art is being made.
          set({ styleId, styleName, customPrompt });
          track({ type: 'upload-started' });
          track({ type: 'upload-sent' });
          const outcome = await deps.sendAnotherLook(before.jobId, { styleId, customPrompt });
          if (run !== photoRun) return;
          if (!outcome.ok) {
            const { styleId: was, styleName: wasNamed, customPrompt: wasWords } = before;
            set({
              ...withTrack(trackOf(before)),
              styleId: was,
              styleName: wasNamed,
              customPrompt: wasWords,
            });
            deps.toastProblem(ANOTHER_LOOK_REFUSED, outcome.message);
            return;
          }
          track({ type: 'upload-answered', response: outcome.response });
          if (outcome.response.status === 'queued') {
            poller.start(outcome.response.job_id);
          }
        },

        pickVariation: (variation) => pickVariation(variation),

        retry() {
          const { userPhoto } = get();
          stopWork();
          set({ ...withTrack(IDLE_JOB), variations: NO_VARIATIONS, photoSnapshot: null });
          // The photo is the one to try again with, through a reload too.
          keepChosen(userPhoto);
        },

        reset() {
          stopWork();
          deps.chosenPhoto.forget();
          releasePhoto(get().userPhoto);
          set(INITIAL_GENERATION);
          store.persist.clearStorage();
        },
      }),
      generationPersistence(deps),
    ),
  );

  const sendPhoto = createSendPhoto({
    store,
    deps,
    track,
    startPolling: (jobId) => poller.start(jobId),
    inFlight,
  });
  const pickVariation = createPickVariation(store, deps);
  const checkChosen = createCheckChosenPhoto(store, deps, releasePhoto);
  followVariations(store, deps);

  // A reload while the job ran: check at once and carry on.
  const { pollingStatus, jobId, userPhoto } = store.getState();
  if (pollingStatus === 'polling' && jobId) poller.start(jobId);
  // A reload before the art was asked for: the photo stays. A reload while it was on its way:
  // it is sent again under the same key, and the server answers with the job the first send
  // made (or makes it now, if that send never arrived).
  if (!jobId && !userPhoto) {
    const chosen = deps.chosenPhoto.read();
    if (chosen) store.setState({ userPhoto: chosen });
    const cutShort = chosen && deps.chosenPhoto.sendingKey();
    if (chosen && cutShort) void sendPhoto(chosen, cutShort);
  }

  // The resent upload can be answered before anything that reacts to a finished job listens.
  return Object.assign(store, { jobStatusAtLoad: store.getState().jobStatus });
}

export type GenerationStoreHook = ReturnType<typeof createGenerationStore>;
