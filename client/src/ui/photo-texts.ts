/** The French texts of a photo that cannot be read or sent (ui/PhotoCropper.tsx, the upload helpers of the features). */
export const PHOTO_TEXTS = {
  unreadable: 'Cette image ne peut pas être lue. Choisissez une photo au format JPEG, PNG ou WebP.',
  uploadFailed: 'L’envoi de la photo a échoué. Veuillez réessayer.',
} as const;
