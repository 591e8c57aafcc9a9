/** Why the camera could not be used: the person said no, or the device has none (or no way to ask). */
type CameraProblem = 'denied' | 'unavailable';

export type CameraResult = { ok: true; stream: MediaStream } | { ok: false; problem: CameraProblem };

/** Opens the back camera (the one facing the label) when there is one, else any camera. */
export async function openCamera(): Promise<CameraResult> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media?.getUserMedia) return { ok: false, problem: 'unavailable' };
  try {
    const stream = await media.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    });
    return { ok: true, stream };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    // NotAllowedError: refused (now or before); SecurityError: not allowed on this page.
    const denied = name === 'NotAllowedError' || name === 'SecurityError';
    return { ok: false, problem: denied ? 'denied' : 'unavailable' };
  }
}

/** Turns every track off: the camera light goes out when the scanner is left. */
export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

function videoTrack(stream: MediaStream | null): MediaStreamTrack | undefined {
  return stream?.getVideoTracks()[0];
}

/** Whether the camera has a light that can be switched on (phones' back cameras mostly do). */
export function hasTorch(stream: MediaStream | null): boolean {
  const track = videoTrack(stream);
  if (!track || typeof track.getCapabilities !== 'function') return false;
  return Boolean((track.getCapabilities() as MediaTrackCapabilities & { torch?: boolean }).torch);
}

/** Switches the camera's light; false when the device refused. */
export async function setTorch(stream: MediaStream | null, on: boolean): Promise<boolean> {
  const track = videoTrack(stream);
  if (!track) return false;
  try {
    await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
    return true;
  } catch {
    return false;
  }
}

/** A short buzz where the device can (most Android phones; not iOS). */
export function buzz(pattern: number | number[]): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}
