/**
 * Reading barcodes in the browser: EAN-13 (products) and Code 128 (location labels such as
 * A-01-02), with the browser's own BarcodeDetector where it has one with EAN-13, otherwise ZXing
 * (@zxing/browser), loaded only when a scan starts: the screens load it on the first camera scan.
 */

interface Detected {
  rawValue: string;
}
interface Detector {
  detect(source: CanvasImageSource): Promise<Detected[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!supported.includes('ean_13')) return null;
    return new Native({ formats: ['ean_13', 'code_128'].filter((format) => supported.includes(format)) });
  } catch {
    return null;
  }
}

async function zxingReader() {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map<(typeof DecodeHintType)[keyof typeof DecodeHintType], unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13, BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  return new BrowserMultiFormatReader(hints);
}

/** Which reader this browser uses, for the screen to say. */
export async function readerName(): Promise<string> {
  return (await nativeDetector()) ? '브라우저 바코드 인식' : '앱 내장 바코드 인식';
}

/** The code in a photo, or null when none is found. */
export async function decodePhoto(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  const native = await nativeDetector();
  if (native) return (await native.detect(canvas))[0]?.rawValue ?? null;
  try {
    return (await zxingReader()).decodeFromCanvas(canvas).getText();
  } catch {
    return null;
  }
}

/**
 * Reads from the rear camera and calls `onCode` for every code seen, the camera staying on between
 * scans until the returned function stops it (the caller ignores a code seen again at once).
 */
export async function scanCamera(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<() => void> {
  const native = await nativeDetector();
  if (!native) {
    const controls = await (
      await zxingReader()
    ).decodeFromVideoDevice(undefined, video, (result) => {
      if (result) onCode(result.getText());
    });
    return () => controls.stop();
  }
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
  video.srcObject = stream;
  await video.play();
  let running = true;
  const look = async () => {
    if (!running) return;
    const [found] = await native.detect(video).catch(() => []);
    if (found) onCode(found.rawValue);
    requestAnimationFrame(() => void look());
  };
  void look();
  return () => {
    running = false;
    stream.getTracks().forEach((track) => track.stop());
  };
}
