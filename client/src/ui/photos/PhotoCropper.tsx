import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { AVATAR_SIDE, MAX_OUTPUT_SIDE, webpQuality } from '../photo-upload';

const VIEW = 280;
const MAX_ZOOM = 4;

interface PhotoCropperProps {
  file: File;
  onCancel: () => void;
  onCropped: (blob: Blob) => void;
}

interface Frame {
  zoom: number;
  x: number;
  y: number;
}

/** Square crop: drag to move, slider or wheel to zoom; the result is a webp drawn on a canvas. */
export function PhotoCropper({ file, onCancel, onCropped }: PhotoCropperProps) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [frame, setFrame] = useState<Frame>({ zoom: 1, x: 0, y: 0 });
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ pointer: number; startX: number; startY: number; x: number; y: number } | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    let live = true;
    img.onload = () => {
      if (!live) return;
      const base = VIEW / Math.min(img.naturalWidth, img.naturalHeight);
      setFrame({ zoom: 1, x: (VIEW - img.naturalWidth * base) / 2, y: (VIEW - img.naturalHeight * base) / 2 });
      setImage(img);
    };
    img.onerror = () => live && setFailed(true);
    img.src = url;
    return () => {
      live = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  const base = image ? VIEW / Math.min(image.naturalWidth, image.naturalHeight) : 1;
  const scale = base * frame.zoom;

  function clamp(next: Frame): Frame {
    if (!image) return next;
    const s = base * next.zoom;
    const minX = VIEW - image.naturalWidth * s;
    const minY = VIEW - image.naturalHeight * s;
    return { zoom: next.zoom, x: Math.min(0, Math.max(minX, next.x)), y: Math.min(0, Math.max(minY, next.y)) };
  }

  /** Zooms around the centre of the square. */
  function zoomTo(zoom: number) {
    const z = Math.min(MAX_ZOOM, Math.max(1, zoom));
    const ratio = z / frame.zoom;
    const c = VIEW / 2;
    setFrame(clamp({ zoom: z, x: c - (c - frame.x) * ratio, y: c - (c - frame.y) * ratio }));
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, startX: event.clientX, startY: event.clientY, x: frame.x, y: frame.y };
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    setFrame(clamp({ zoom: frame.zoom, x: d.x + event.clientX - d.startX, y: d.y + event.clientY - d.startY }));
  }
  function onPointerUp() {
    drag.current = null;
  }
  function onWheel(event: WheelEvent<HTMLDivElement>) {
    zoomTo(frame.zoom * (event.deltaY < 0 ? 1.1 : 1 / 1.1));
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = 10;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setFrame(clamp({ zoom: frame.zoom, x: frame.x + move[0], y: frame.y + move[1] }));
    } else if (event.key === '+' || event.key === '-') {
      event.preventDefault();
      zoomTo(frame.zoom + (event.key === '+' ? 0.2 : -0.2));
    }
  }

  function crop() {
    if (!image) return;
    setBusy(true);
    const side = VIEW / scale; // square side in source pixels
    const out = Math.max(1, Math.round(Math.min(side, AVATAR_SIDE, MAX_OUTPUT_SIDE)));
    const canvas = document.createElement('canvas');
    canvas.width = out;
    canvas.height = out;
    const context = canvas.getContext('2d');
    if (!context) {
      setBusy(false);
      setFailed(true);
      return;
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, -frame.x / scale, -frame.y / scale, side, side, 0, 0, out, out);
    canvas.toBlob(
      (blob) => {
        setBusy(false);
        if (blob) onCropped(blob);
        else setFailed(true);
      },
      'image/webp',
      webpQuality(file.size),
    );
  }

  if (failed) {
    return (
      <div className="cropper">
        <p className="notice notice--error" role="alert">
          Cette image ne peut pas être lue. Choisissez une photo au format JPEG, PNG ou WebP.
        </p>
        <button type="button" className="button" onClick={onCancel}>
          Fermer
        </button>
      </div>
    );
  }

  return (
    <div className="cropper">
      <div
        className="cropper__view"
        style={{ width: VIEW, height: VIEW }}
        tabIndex={0}
        role="group"
        aria-label="Cadrage de la photo : faites glisser pour déplacer, flèches du clavier pour ajuster, + et − pour zoomer"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
        onKeyDown={onKeyDown}
      >
        {image && (
          <img
            src={image.src}
            alt=""
            draggable={false}
            className="cropper__img"
            style={{ width: image.naturalWidth, height: image.naturalHeight, transform: `translate(${frame.x}px, ${frame.y}px) scale(${scale})` }}
          />
        )}
        <span className="cropper__ring" aria-hidden="true" />
      </div>
      <label className="cropper__zoom">
        <span>Zoom</span>
        <input type="range" min={1} max={MAX_ZOOM} step={0.01} value={frame.zoom} onChange={(e) => zoomTo(Number(e.target.value))} disabled={!image} />
      </label>
      <div className="cropper__actions">
        <button type="button" className="button" onClick={onCancel}>
          Annuler
        </button>
        <button type="button" className="button button--primary" onClick={crop} disabled={!image || busy}>
          Utiliser cette photo
        </button>
      </div>
    </div>
  );
}
