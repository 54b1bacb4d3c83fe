import type { UserPhoto } from '../photo/user-photo';
import type { GenerationDeps, GenerationStoreState } from './generation-state';

interface Store {
  getState(): GenerationStoreState;
  setState(change: Partial<GenerationStoreState>): void;
}

/** The store's fields with no photo chosen. */
export const NO_PHOTO = {
  userPhoto: null,
  photoSnapshot: null,
  photoCheck: 'unchecked',
  photoRefusal: null,
} as const satisfies Partial<GenerationStoreState>;

/**
 * The server's word on a photo just chosen: a refused photo is let go with the reason, the
 * choices made around it stay; a passed one says whether the face looks at the camera. An answer
 * about a photo no longer chosen, or already sent to be painted, changes nothing.
 */
export function createCheckChosenPhoto(
  store: Store,
  deps: Pick<GenerationDeps, 'checkPhoto' | 'chosenPhoto'>,
  releasePhoto: (photo: UserPhoto) => void,
) {
  return async function checkChosenPhoto(photo: UserPhoto): Promise<void> {
    const outcome = await deps.checkPhoto(photo.file);
    const { userPhoto, jobStatus } = store.getState();
    if (userPhoto !== photo || jobStatus !== 'idle') return;
    if (outcome.kind === 'refused') {
      deps.chosenPhoto.forget();
      releasePhoto(photo);
      store.setState({ ...NO_PHOTO, photoRefusal: outcome.message });
      return;
    }
    if (outcome.kind === 'unchecked') {
      store.setState({ photoCheck: 'unchecked' });
      return;
    }
    store.setState({ photoCheck: outcome.facesCamera ? 'facing' : 'turned' });
  };
}
