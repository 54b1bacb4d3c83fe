/** The vision models could not be found or started: a broken install, not a bad photo. */
export class VisionSetupError extends Error {
  override name = 'VisionSetupError';
}

/** The pixels handed to the vision models do not describe an RGB image. */
export class VisionInputError extends Error {
  override name = 'VisionInputError';
}
