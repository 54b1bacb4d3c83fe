/** The shopper's chosen photo, ready to upload (converted when SPEC §5 says so). */
export interface UserPhoto {
  /** What is sent: JPEG after conversion, else the original file. */
  file: File;
  /** For <img src>: an object URL, or after a reload a small stored data URL. */
  previewUrl: string;
  width: number;
  height: number;
}
