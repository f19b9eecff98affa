/** An upload's progress bar (0 to 1 while sending, null otherwise) and its outcome, announced to screen readers. */
export function UploadProgress({ progress, message }: { progress: number | null; message: { error: boolean; text: string } | null }) {
  return (
    <>
      {progress !== null && (
        <div className="progress" role="progressbar" aria-label="Envoi de la photo" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)}>
          <span className="progress__bar" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
      {message && (
        <p className={message.error ? 'notice notice--error' : 'notice'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </>
  );
}
