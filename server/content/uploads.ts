import { Refused } from "./action";

/**
 * The photos the editor uploads: checked by their bytes, as the image pipeline's sources (on
 * `npm start`) or as an operator's upload (on a production server).
 */

function base64(value: unknown, name: string): Buffer {
  if (typeof value !== "string" || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) {
    throw new Refused(`${name}: the content must be base64`);
  }
  return Buffer.from(value, "base64");
}

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString("latin1");

/** Each photo format the image pipeline reads, by its extensions and how its files begin. */
const imageFormats = [
  {
    name: "JPEG",
    extensions: [".jpg", ".jpeg"],
    is: (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  },
  {
    name: "PNG",
    extensions: [".png"],
    is: (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from("\x89PNG\r\n\x1a\n", "latin1")),
  },
  {
    name: "WebP",
    extensions: [".webp"],
    is: (bytes: Buffer) => ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP",
  },
  {
    name: "AVIF",
    extensions: [".avif"],
    is: (bytes: Buffer) => ascii(bytes, 4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(bytes, 8, 12)),
  },
] as const;

/**
 * An upload's bytes, once they are the image its name says: the pipeline's sources become the
 * site's photos, and a page or a script named .jpg is none.
 */
export function imageUpload(relative: unknown, content: unknown): Buffer {
  const bytes = base64(content, String(relative));
  const name = String(relative).toLowerCase();
  const format = imageFormats.find((candidate) =>
    candidate.extensions.some((extension) => name.endsWith(extension)),
  );
  if (format && !format.is(bytes)) {
    throw new Refused(`${String(relative)}: the file is not a ${format.name} image`, 415);
  }
  return bytes;
}

/** The formats an operator may upload on a production server: what every browser shows. */
const uploadFormats = new Set(["JPEG", "PNG", "WebP"]);

/**
 * An operator's upload: a JPEG, PNG or WebP photo by its bytes (whatever its name says), named
 * with that format's extension, at most `limit` bytes.
 */
export function strictImageUpload(relative: unknown, content: unknown, limit: number): Buffer {
  const bytes = base64(content, String(relative));
  if (bytes.length > limit) {
    throw new Refused(
      `${String(relative)}: a photo may be at most ${Math.floor(limit / 1024 / 1024)} MB`,
      413,
    );
  }
  const format = imageFormats.find((candidate) => candidate.is(bytes));
  if (!format || !uploadFormats.has(format.name)) {
    throw new Refused(`${String(relative)}: only JPEG, PNG and WebP photos may be uploaded`, 415);
  }
  const name = String(relative).toLowerCase();
  if (!format.extensions.some((extension) => name.endsWith(extension))) {
    throw new Refused(
      `${String(relative)}: the file is a ${format.name} image; name it ${format.extensions.join(" or ")}`,
      415,
    );
  }
  return bytes;
}
