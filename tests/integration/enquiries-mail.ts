/** Reads the RFC 822 messages nodemailer writes: headers, and the text and HTML alternatives. */
export type ParsedMail = { headers: Record<string, string>; text: string; html: string };

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const joined = value.replace(/=\n/g, "");
  for (let index = 0; index < joined.length; index += 1) {
    const character = joined[index]!;
    const hex = joined.slice(index + 1, index + 3);
    if (character === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodePart(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const result: ParsedMail = { headers, text: "", html: "" };
  for (const key of ["subject", "reply-to", "to", "from"]) {
    if (headers[key]) headers[key] = decodeWords(headers[key]);
  }
  const boundary = /boundary="?([^";]+)"?/.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHead(part.replace(/^\n/, "")))
    : [{ headers, body }];
  for (const part of parts) {
    const type = part.headers["content-type"] ?? "text/plain";
    const content = decodePart(
      part.body.replace(/\n$/, ""),
      part.headers["content-transfer-encoding"],
    );
    if (type.startsWith("text/html")) result.html = content;
    else if (type.startsWith("text/plain")) result.text = content;
  }
  return result;
}
