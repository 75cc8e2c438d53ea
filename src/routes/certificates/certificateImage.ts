import { useEffect, useState } from 'react';
import { ART_H, ART_W } from './CertificateArt';

/** The public address that verifies a certificate (what its QR code holds). */
export const verifyUrlOf = (code: string) => `${window.location.origin}/certificate/${code}`;

let mascotUrl: Promise<string | null> | null = null;
/** The mascot (public/logo.svg) as a data: URL, fetched once: an SVG drawn as a picture loads nothing from outside. */
function mascot(): Promise<string | null> {
  mascotUrl ??= fetch('/logo.svg')
    .then((r) => (r.ok ? r.text() : Promise.reject(new Error('no mascot'))))
    .then((svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)
    .catch(() => (mascotUrl = null));
  return mascotUrl;
}

/** The QR code of the verify address and the mascot, both as data: URLs (null until ready). */
export function useCertificateAssets(code: string | null) {
  const [qr, setQr] = useState<string | null>(null);
  const [art, setArt] = useState<string | null>(null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    import('qrcode')
      .then((m) => m.default.toDataURL(verifyUrlOf(code), { width: 240, margin: 1, color: { dark: '#3b2314', light: '#fffdf5' } }))
      .then((url) => live && setQr(url))
      .catch(() => {});
    mascot().then((url) => live && setArt(url));
    return () => {
      live = false;
    };
  }, [code]);
  return { qr, mascot: art };
}

/** Pixels of the saved PNG: twice the drawing, sharp when printed at home. */
const SCALE = 2;

/**
 * Draws the certificate's SVG onto a canvas and downloads it as a PNG (the browser's own save,
 * named 奖状-<code>.png). Resolves once the download was handed to the browser.
 */
export async function savePng(svg: SVGSVGElement, fileName: string): Promise<void> {
  const xml = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  image.decoding = 'sync';
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('证书图片生成失败'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`;
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = ART_W * SCALE;
  canvas.height = ART_H * SCALE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('证书图片生成失败');
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('证书图片生成失败');
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
