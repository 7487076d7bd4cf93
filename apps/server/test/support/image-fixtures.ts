import { deflateSync, crc32 } from 'node:zlib';
import sharp, { type SharpOptions } from 'sharp';

/** A photo-like picture (a gradient with some texture) of the given size. */
async function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1e7a5a"/><stop offset="1" stop-color="#f2c14e"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#2b4c9b"/>
  </svg>`;
  return sharp(Buffer.from(svg));
}

export const jpeg = async (width = 900, height = 600) =>
  (await picture(width, height)).jpeg({ quality: 85 }).toBuffer();
export const png = async (width = 900, height = 600) =>
  (await picture(width, height)).png().toBuffer();
export const webp = async (width = 900, height = 600) =>
  (await picture(width, height)).webp().toBuffer();
export const avif = async (width = 900, height = 600) =>
  (await picture(width, height)).avif({ effort: 0 }).toBuffer();

/** Oslo's coordinates in a GPS EXIF block, as a phone writes them, and an orientation. */
export const jpegWithGpsAndOrientation = async (width: number, height: number, orientation = 1) =>
  (await picture(width, height))
    .jpeg()
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'CameraModel' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 54/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '10/1 45/1 0/1',
      },
    })
    .toBuffer();

/** Whether EXIF bytes hold a GPS block (the GPSInfo pointer, tag 0x8825, in either byte order). */
export const hasGpsBlock = (exif: Buffer | undefined) =>
  exif !== undefined &&
  (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/**
 * An AVIF's chroma subsampling, from its AV1 configuration box (`av1C`, AV1-ISOBMFF §2.3): the
 * third byte after the box type holds subsampling_x and subsampling_y in bits 3 and 2.
 */
export function av1ChromaSubsampling(avif: Buffer): '4:4:4' | '4:2:2' | '4:2:0' | undefined {
  const box = avif.indexOf('av1C');
  if (box < 0) return undefined;
  const flags = avif[box + 6]!;
  const [x, y] = [(flags >> 3) & 1, (flags >> 2) & 1];
  return x ? (y ? '4:2:0' : '4:2:2') : '4:4:4';
}

/** Two frames: an animated WebP. */
export const animatedWebp = async () => {
  const frame = await (await picture(400, 300)).raw().toBuffer();
  return sharp(Buffer.concat([frame, frame]), {
    raw: { width: 400, height: 600, channels: 3, pageHeight: 300 },
  } as SharpOptions)
    .webp({ loop: 0, delay: [100, 100] })
    .toBuffer();
};

export const gif = async () => (await picture(400, 300)).gif().toBuffer();

/** The start of an iPhone's HEIC: an ISO-BMFF `ftyp` box with HEIC brands. */
export const heic = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic'),
    Buffer.alloc(2000, 7),
  ]);

export const svg = () =>
  Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">' +
      '<script>alert(1)</script><rect width="800" height="600"/></svg>',
  );

function chunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a PNG of a few kilobytes claiming 30,000 × 30,000 pixels (900 million,
 * 2.7 GB decoded), whose rows are all zeros.
 */
export function pngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = deflateSync(Buffer.alloc((side * 3 + 1) * 64), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A body of multipart/form-data with these parts, in order. */
export function multipart(
  parts: (
    | { name: string; value: string }
    | { name: string; filename: string; type?: string; data: Buffer }
  )[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----holidaze-test-boundary-7d1f';
  const pieces: Buffer[] = [];
  for (const part of parts) {
    pieces.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      pieces.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      pieces.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(pieces),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
