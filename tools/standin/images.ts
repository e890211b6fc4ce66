/**
 * Images over the grid (Sheet.insertImage, Sheet.getImages, OverGridImage). An image is kept on its
 * sheet's model (SheetModel.images) with its bytes, anchor and alt text, so tests read what the bundle
 * placed (`imagesOf`) and the random runs can compare them.
 *
 * Refusals, as Google gives them:
 *   - `…/spreadsheet/sheet#insertImage(BlobSource,Integer,Integer)`: "The maximum supported blob size is
 *     2MB"; column and row are 1-based cells of the sheet;
 *   - observed (the page does not list them; Apps Script refuses): a content type other than image/png,
 *     image/jpeg or image/gif, and a picture of more than 1,048,576 pixels (1024 × 1024), answer
 *     "Exception: Error retrieving image from URL or bad URL" / "invalid image data"; the stand-in reads
 *     a PNG's size from its IHDR chunk and refuses a PNG whose signature is wrong;
 *   - `OverGridImage.remove()`: the image is gone; any later call on it throws (stand-in rule, as for a
 *     deleted sheet).
 */
import { asGas, type StandinContext } from "./context";
import type { SheetModel } from "./model";
import { ScriptException } from "./runtime";
import { StandinBlob } from "./services";

type GImage = GoogleAppsScript.Spreadsheet.OverGridImage;

function fail(message: string): never {
  throw new ScriptException(message);
}

export interface ImageSpec {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
  row: number;
  column: number;
  offsetX: number;
  offsetY: number;
  altTitle: string;
  altDescription: string;
}

/** "The maximum supported blob size is 2MB" (…/spreadsheet/sheet#insertImage(BlobSource,Integer,Integer)). */
export const MAX_IMAGE_BLOB_BYTES = 2 * 1024 * 1024;
/** Observed: Sheets takes no picture of more pixels than 1024 × 1024. */
export const MAX_IMAGE_PIXELS = 1024 * 1024;
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif"];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(bytes: Buffer): { width: number; height: number } {
  if (
    bytes.length < 24 ||
    PNG_SIGNATURE.some((b, i) => bytes[i] !== b) ||
    bytes.toString("latin1", 12, 16) !== "IHDR"
  )
    fail("Exception: invalid image data");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function isWhole(v: unknown): v is number {
  return typeof v === "number" && Number.isInteger(v);
}

/** Sheet.insertImage(blob, column, row[, offsetX, offsetY]). */
export function insertImage(
  ctx: StandinContext,
  sheet: SheetModel,
  blob: unknown,
  column: unknown,
  row: unknown,
  offsetX: unknown = 0,
  offsetY: unknown = 0,
): GImage {
  if (typeof blob === "string")
    fail("Exception: Error retrieving image from URL or bad URL (the stand-in fetches nothing).");
  if (!(blob instanceof StandinBlob) || ![column, row, offsetX, offsetY].every(isWhole))
    fail(
      "The parameters (BlobSource,number,number) don't match the method signature for SpreadsheetApp.Sheet.insertImage.",
    );
  const [c, r] = [column as number, row as number];
  if (c < 1 || r < 1 || c > sheet.maxColumns || r > sheet.maxRows)
    fail(`Exception: The coordinates or dimensions of the range are invalid.`);
  if (blob.bytes.length > MAX_IMAGE_BLOB_BYTES)
    fail("Exception: The blob is too large: the maximum supported blob size is 2MB.");
  const contentType = blob.getContentType() ?? "";
  if (!IMAGE_TYPES.includes(contentType)) fail("Exception: Error retrieving image from URL or bad URL");
  // the stand-in reads the size of PNGs only (the bundle makes PNGs); a JPEG or GIF counts as 1 × 1
  const size = contentType === "image/png" ? pngSize(blob.bytes) : { width: 1, height: 1 };
  if (size.width * size.height > MAX_IMAGE_PIXELS) fail("Exception: invalid image data");
  const spec: ImageSpec = {
    bytes: Buffer.from(blob.bytes),
    contentType,
    ...size,
    row: r,
    column: c,
    offsetX: offsetX as number,
    offsetY: offsetY as number,
    altTitle: "",
    altDescription: "",
  };
  sheet.images.push(spec);
  return asGas<GImage>(new StandinOverGridImage(ctx, sheet, spec));
}

export function getImages(ctx: StandinContext, sheet: SheetModel): GImage[] {
  return sheet.images.map((spec) => asGas<GImage>(new StandinOverGridImage(ctx, sheet, spec)));
}

type ImageApi = Pick<
  GImage,
  | "getAltTextTitle"
  | "setAltTextTitle"
  | "getAltTextDescription"
  | "setAltTextDescription"
  | "getAnchorCell"
  | "getAnchorCellXOffset"
  | "getAnchorCellYOffset"
  | "getInherentWidth"
  | "getInherentHeight"
  | "getSheet"
  | "remove"
>;

export class StandinOverGridImage implements ImageApi {
  constructor(
    private readonly ctx: StandinContext,
    private readonly sheet: SheetModel,
    readonly spec: ImageSpec,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, {
      service: "OverGridImage",
      describe: () => ({ sheet: sheet.name }),
    });
  }
  private alive(): void {
    if (!this.sheet.images.includes(this.spec)) fail("Exception: This image has been removed.");
  }
  getAltTextTitle(): string {
    this.alive();
    return this.spec.altTitle;
  }
  setAltTextTitle(title: string): GImage {
    this.alive();
    if (typeof title !== "string") fail("Invalid argument: title");
    this.spec.altTitle = title;
    return asGas<GImage>(this);
  }
  getAltTextDescription(): string {
    this.alive();
    return this.spec.altDescription;
  }
  setAltTextDescription(description: string): GImage {
    this.alive();
    if (typeof description !== "string") fail("Invalid argument: description");
    this.spec.altDescription = description;
    return asGas<GImage>(this);
  }
  getAnchorCell(): GoogleAppsScript.Spreadsheet.Range {
    this.alive();
    return this.ctx.sheetApi(this.sheet).getRange(this.spec.row, this.spec.column);
  }
  getAnchorCellXOffset(): number {
    this.alive();
    return this.spec.offsetX;
  }
  getAnchorCellYOffset(): number {
    this.alive();
    return this.spec.offsetY;
  }
  getInherentWidth(): number {
    this.alive();
    return this.spec.width;
  }
  getInherentHeight(): number {
    this.alive();
    return this.spec.height;
  }
  getSheet(): GoogleAppsScript.Spreadsheet.Sheet {
    return this.ctx.sheetApi(this.sheet);
  }
  remove(): void {
    this.alive();
    this.sheet.images.splice(this.sheet.images.indexOf(this.spec), 1);
  }
}

/** What the images of a sheet are, for tests and the random runs' comparisons. */
export interface ImageRecord {
  altTitle: string;
  altDescription: string;
  anchor: { row: number; column: number; offsetX: number; offsetY: number };
  width: number;
  height: number;
  contentType: string;
  bytes: Buffer;
}

export function imageRecords(sheet: SheetModel): ImageRecord[] {
  return sheet.images.map((s) => ({
    altTitle: s.altTitle,
    altDescription: s.altDescription,
    anchor: { row: s.row, column: s.column, offsetX: s.offsetX, offsetY: s.offsetY },
    width: s.width,
    height: s.height,
    contentType: s.contentType,
    bytes: Buffer.from(s.bytes),
  }));
}
