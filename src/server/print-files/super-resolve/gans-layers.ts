import * as tf from '@tensorflow/tfjs-core';
import { layers } from '@tensorflow/tfjs-layers';

/*
 * The two layers of idealo's RRDN that Keras saved by class name only: TF.js must know them
 * before the model is read. They are the ones UpscalerJS's own setup registers for this model.
 */

const first = (inputs: tf.Tensor | tf.Tensor[]): tf.Tensor => {
  const input = Array.isArray(inputs) ? inputs[0] : inputs;
  if (!input) throw new Error('the layer was given no input');
  return input;
};

/** A tensor's shape as Keras layers give it: null where the size is not fixed (batch, sides). */
type Shape = (number | null)[];

/** The residual scaling inside each dense block (ESRGAN's beta, 0.2). */
class MultiplyBeta extends layers.Layer {
  static className = 'MultiplyBeta';
  override call(inputs: tf.Tensor | tf.Tensor[]): tf.Tensor {
    return tf.mul(first(inputs), 0.2);
  }
}

/** The x4 upsampling: 48 channels to 3 channels on a grid four times as fine. */
class PixelShuffle4x extends layers.Layer {
  static className = 'PixelShuffle4x';
  override computeOutputShape(shape: Shape | Shape[]): Shape {
    const [batch, height, width] = (Array.isArray(shape[0]) ? shape[0] : shape) as Shape;
    return [batch ?? null, height ?? null, width ?? null, 3];
  }
  override call(inputs: tf.Tensor | tf.Tensor[]): tf.Tensor {
    return tf.depthToSpace(first(inputs) as tf.Tensor4D, 4, 'NHWC');
  }
}

let registered = false;

/** Makes both layers known to this thread's TF.js (each worker thread has its own registry). */
export function registerGansLayers(): void {
  if (registered) return;
  tf.serialization.registerClass(MultiplyBeta);
  tf.serialization.registerClass(PixelShuffle4x);
  registered = true;
}
