import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { cropMaxSide, cropOutputSize, cropWebpQuality } from '../../../common/photo-rules';
import { PHOTO_TEXTS } from './photo-texts';

/** Width of the framing window on screen, in CSS pixels (its height follows the aspect). */
const VIEW_WIDTH = 280;
const MAX_ZOOM = 4;

interface PhotoCropperProps {
  file: File;
  onCancel: () => void;
  onCropped: (blob: Blob) => void;
  /** Width / height of the photo kept (1: the square avatar). */
  aspect?: number;
  /** A smaller longest side than SPEC §5's, for a photo shown small (the avatar: AVATAR_SIDE). */
  maxSide?: number;
  /** Offer SPEC §5's high-quality mode (2560 px, quality 0.93): restaurant photos. */
  highQualityOption?: boolean;
  /** The round mask of the avatar, or the plain frame of a photo. */
  round?: boolean;
  confirmLabel?: string;
}

interface Frame {
  zoom: number;
  x: number;
  y: number;
}

type FrameSetter = (frame: Frame) => void;

/** The chosen file as an image, and the frame that first centres it, covering the whole view. */
function useCropImage(file: File, viewW: number, viewH: number, setFrame: FrameSetter) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    let live = true;
    img.onload = () => {
      if (!live) return;
      const base = Math.max(viewW / img.naturalWidth, viewH / img.naturalHeight);
      setFrame({ zoom: 1, x: (viewW - img.naturalWidth * base) / 2, y: (viewH - img.naturalHeight * base) / 2 });
      setImage(img);
    };
    img.onerror = () => live && setFailed(true);
    img.src = url;
    return () => {
      live = false;
      URL.revokeObjectURL(url);
    };
  }, [file, viewW, viewH, setFrame]);
  return { image, failed, setFailed };
}

/** Moving and zooming the frame: drag, wheel, arrow keys and +/−, never uncovering the view. */
function useFrameControls(image: HTMLImageElement | null, viewW: number, viewH: number, frame: Frame, setFrame: FrameSetter) {
  const drag = useRef<{ pointer: number; startX: number; startY: number; x: number; y: number } | null>(null);
  // The smallest scale at which the image covers the whole frame.
  const base = image ? Math.max(viewW / image.naturalWidth, viewH / image.naturalHeight) : 1;
  const scale = base * frame.zoom;

  function clamp(next: Frame): Frame {
    if (!image) return next;
    const s = base * next.zoom;
    const minX = viewW - image.naturalWidth * s;
    const minY = viewH - image.naturalHeight * s;
    return { zoom: next.zoom, x: Math.min(0, Math.max(minX, next.x)), y: Math.min(0, Math.max(minY, next.y)) };
  }

  /** Zooms around the centre of the frame. */
  function zoomTo(zoom: number) {
    const z = Math.min(MAX_ZOOM, Math.max(1, zoom));
    const ratio = z / frame.zoom;
    const cx = viewW / 2;
    const cy = viewH / 2;
    setFrame(clamp({ zoom: z, x: cx - (cx - frame.x) * ratio, y: cy - (cy - frame.y) * ratio }));
  }

  const onPointerUp = () => {
    drag.current = null;
  };
  const handlers = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { pointer: event.pointerId, startX: event.clientX, startY: event.clientY, x: frame.x, y: frame.y };
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      const d = drag.current;
      if (!d || d.pointer !== event.pointerId) return;
      setFrame(clamp({ zoom: frame.zoom, x: d.x + event.clientX - d.startX, y: d.y + event.clientY - d.startY }));
    },
    onPointerUp,
    onPointerCancel: onPointerUp,
    onWheel(event: WheelEvent<HTMLDivElement>) {
      zoomTo(frame.zoom * (event.deltaY < 0 ? 1.1 : 1 / 1.1));
    },
    onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
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
    },
  };
  return { scale, zoomTo, handlers };
}

/** The frame drawn on a canvas (null when the browser gives no 2D context): its size and quality as SPEC §5 says. */
function drawFrame(image: HTMLImageElement, frame: Frame, scale: number, view: { width: number; height: number }, maxSide: number): HTMLCanvasElement | null {
  // The frame in source pixels, then the output within SPEC §5's longest side (and the caller's).
  const sourceW = view.width / scale;
  const sourceH = view.height / scale;
  const out = cropOutputSize(sourceW, sourceH, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = out.width;
  canvas.height = out.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, -frame.x / scale, -frame.y / scale, sourceW, sourceH, 0, 0, out.width, out.height);
  return canvas;
}

/**
 * Crop to a frame of the given aspect: drag (or the arrow keys) to move, slider, wheel or +/− to zoom; the result is a
 * webp drawn on a canvas, sized and compressed as SPEC §5 says (common/photo-rules).
 */
export function PhotoCropper({ file, onCancel, onCropped, aspect = 1, maxSide = Number.POSITIVE_INFINITY, highQualityOption = false, round = true, confirmLabel = 'Utiliser cette photo' }: PhotoCropperProps) {
  const VIEW_W = VIEW_WIDTH;
  const VIEW_H = Math.round(VIEW_WIDTH / aspect);
  const qualityId = useId();
  const [highQuality, setHighQuality] = useState(false);
  const [frame, setFrame] = useState<Frame>({ zoom: 1, x: 0, y: 0 });
  const [busy, setBusy] = useState(false);
  const { image, failed, setFailed } = useCropImage(file, VIEW_W, VIEW_H, setFrame);
  const { scale, zoomTo, handlers } = useFrameControls(image, VIEW_W, VIEW_H, frame, setFrame);

  function crop() {
    if (!image) return;
    setBusy(true);
    const canvas = drawFrame(image, frame, scale, { width: VIEW_W, height: VIEW_H }, Math.min(maxSide, cropMaxSide(highQuality)));
    if (!canvas) {
      setBusy(false);
      setFailed(true);
      return;
    }
    canvas.toBlob(
      (blob) => {
        setBusy(false);
        if (blob) onCropped(blob);
        else setFailed(true);
      },
      'image/webp',
      cropWebpQuality(file.size, highQuality),
    );
  }

  if (failed) return <CropFailed onCancel={onCancel} />;
  return (
    <div className="cropper">
      <div
        className="cropper__view"
        style={{ width: VIEW_W, height: VIEW_H }}
        tabIndex={0}
        role="group"
        aria-label="Cadrage de la photo : faites glisser pour déplacer, flèches du clavier pour ajuster, + et − pour zoomer"
        {...handlers}
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
        <span className={round ? 'cropper__ring' : 'cropper__ring cropper__ring--frame'} aria-hidden="true" />
      </div>
      <label className="cropper__zoom">
        <span>Zoom</span>
        <input type="range" min={1} max={MAX_ZOOM} step={0.01} value={frame.zoom} onChange={(e) => zoomTo(Number(e.target.value))} disabled={!image} />
      </label>
      {highQualityOption && (
        <label className="cropper__quality" htmlFor={qualityId}>
          <input id={qualityId} type="checkbox" checked={highQuality} onChange={(e) => setHighQuality(e.target.checked)} />
          <span>Haute qualité (photo plus nette, envoi plus long)</span>
        </label>
      )}
      <div className="cropper__actions">
        <button type="button" className="button" onClick={onCancel}>
          Annuler
        </button>
        <button type="button" className="button button--primary" onClick={crop} disabled={!image || busy}>
          {busy ? 'Préparation…' : confirmLabel}
        </button>
      </div>
    </div>
  );
}

function CropFailed({ onCancel }: { onCancel: () => void }) {
  return (
    <div className="cropper">
      <p className="notice notice--error" role="alert">
        {PHOTO_TEXTS.unreadable}
      </p>
      <button type="button" className="button" onClick={onCancel}>
        Fermer
      </button>
    </div>
  );
}
