import { requestAnotherLook } from '../../api/another-look';
import { appQueryClient } from '../../api/app-query-client';
import { clientConfigQuery } from '../../api/client-config';
import { fetchJob } from '../../api/jobs';
import { requestPhotoCheck } from '../../api/photo-check';
import { sendUpload } from '../../api/upload';
import { fetchVariations, requestVariationPick } from '../../api/variations';
import { toast } from '../../ui/toast';
import { chosenPhotoKeeper } from '../photo/chosen-photo';
import { photoFromSnapshot, snapshotPhoto } from '../photo/photo-snapshot';
import { preparePhoto } from '../photo/prepare-photo';
import { proveGuestSession, provenShopperIdentity } from '../session/guest-proof';
import { getShopperIdentity } from '../session/shopper-session';
import { createGenerationStore } from './create-generation-store';

/**
 * The page's generation store (see generation-contract.ts), read by the home page, /upload
 * and /products alike.
 */
export const useGenerationStore = createGenerationStore({
  preparePhoto,
  snapshotPhoto: (photo) => snapshotPhoto(photo),
  photoFromSnapshot,
  checkPhoto: async (file) => {
    await proveGuestSession();
    return requestPhotoCheck(file);
  },
  chosenPhoto: chosenPhotoKeeper,
  releasePreview: (url) => URL.revokeObjectURL(url),
  // The server acts for a guest only with its proof: the upload waits for it, and names the
  // guest the server vouches for (which may have replaced the one the store read).
  sendUpload: async (request, options) => {
    if (!request.identity.guest_session_id) return sendUpload(request, options);
    return sendUpload({ ...request, identity: await provenShopperIdentity() }, options);
  },
  sendAnotherLook: async (jobId, look) => {
    await proveGuestSession();
    return requestAnotherLook(jobId, look);
  },
  fetchJob,
  // Asked with the job's own proof, as its status is.
  fetchVariations,
  requestVariationPick,
  loadClientConfig: () => appQueryClient.fetchQuery(clientConfigQuery),
  shopperIdentity: getShopperIdentity,
  alert: (message) => window.alert(message),
  toastSuccess: (message) => toast.success(message),
  toastProblem: (title, description) => toast.error(title, { description }),
});
