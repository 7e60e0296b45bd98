// A sheet of paper to set text on: pdfkit's document with the shop's faces registered, and text set in runs of one
// face each (paper-fonts.ts), wrapped by words within a width. Every position is given by the caller in points from
// the page's top left; pdfkit's own flowing text and its page breaks are not used, so a renderer knows where each
// line lands and starts a new page itself. The document is a stream: each finished page goes out as it is made.
import PDFDocument from "pdfkit";
import { fontFiles, fontName, runsOf, type Weight } from "./paper-fonts";

export const PAGE_SIZES = { A4: [595.28, 841.89], A6: [297.64, 419.53] } as const;

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  align?: "left" | "right" | "center";
  /**
   * Where the text may break between lines: between any words (the default), or only between the phrases of a name
   * (phrasesOf), so "Mayil Jewels (proprietor Lakshmi Menon)" never leaves "Menon" alone on a line.
   */
  breakAt?: "words" | "phrases";
}

/**
 * The phrases of a name, each kept on one line where it fits: a bracketed part ("(proprietor Lakshmi Menon)") and
 * what follows a comma ("Mayil Jewels, Pattom") begin a phrase of their own.
 */
export const phrasesOf = (name: string): string[] =>
  name
    .trim()
    .split(/\s+(?=\()|(?<=,)\s+|(?<=\))\s+/)
    .filter(Boolean);

/** Line height for a size: room for Malayalam's tall and deep vowel signs. */
export const lineHeight = (size: number) => size * 1.45;

const INK = "#1f1a17";
const words = new Intl.Segmenter("en", { granularity: "grapheme" });

export class Paper {
  readonly doc: PDFKit.PDFDocument;
  readonly width: number;
  readonly height: number;

  constructor(size: keyof typeof PAGE_SIZES, info: { title: string; author: string; subject?: string }) {
    [this.width, this.height] = PAGE_SIZES[size];
    this.doc = new PDFDocument({
      size: [this.width, this.height],
      margin: 0,
      autoFirstPage: true,
      lang: "en-IN",
      info: { Title: info.title, Author: info.author, Subject: info.subject ?? info.title, Creator: info.author },
    });
    for (const file of fontFiles()) this.doc.registerFont(file.name, file.bytes);
  }

  newPage(): void {
    this.doc.addPage({ size: [this.width, this.height], margin: 0 });
  }

  /** The width of one line of text (no wrapping). */
  measure(text: string, style: TextStyle): number {
    const weight: Weight = style.bold ? 700 : 400;
    let width = 0;
    for (const run of runsOf(text, weight)) {
      width += this.doc.font(fontName(run.face, weight)).fontSize(style.size).widthOfString(run.text);
    }
    return width;
  }

  /**
   * The lines the text wraps to within the width: its own line breaks kept, then by words (or by a name's phrases,
   * a phrase too wide for a line by its words), a word wider than the line by letters.
   */
  lines(text: string, width: number, style: TextStyle): string[] {
    if (style.breakAt === "phrases") {
      const words = { ...style, breakAt: "words" as const };
      return text.split(/\r?\n/).flatMap((paragraph) => {
        const lines: string[] = [];
        let line = "";
        for (const phrase of phrasesOf(paragraph)) {
          const candidate = line ? `${line} ${phrase}` : phrase;
          if (this.measure(candidate, style) <= width) {
            line = candidate;
            continue;
          }
          if (line) lines.push(line);
          line = "";
          if (this.measure(phrase, style) <= width) line = phrase;
          else lines.push(...this.lines(phrase, width, words));
        }
        if (line || lines.length === 0) lines.push(line);
        return lines;
      });
    }
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = "";
      for (const word of paragraph.split(/ +/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.measure(candidate, style) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = "";
        // A word wider than the line (an email, a long number) is broken between its letters.
        for (const { segment } of words.segment(word)) {
          if (line && this.measure(line + segment, style) > width) {
            lines.push(line);
            line = "";
          }
          line += segment;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** The width of the widest of the pieces the text splits into: its lines (by "\n") or its words. */
  widest(texts: readonly string[], style: TextStyle, pieces: "lines" | "words"): number {
    let widest = 0;
    for (const text of texts) {
      for (const piece of text.split(pieces === "lines" ? /\r?\n/ : /\s+/)) {
        if (piece) widest = Math.max(widest, this.measure(piece, style));
      }
    }
    return widest;
  }

  /** The height the text takes within the width. */
  heightOf(text: string, width: number, style: TextStyle): number {
    return this.lines(text, width, style).length * lineHeight(style.size);
  }

  /** Sets the text with its top at y, wrapped within the width; returns the height it took. */
  text(text: string, x: number, y: number, width: number, style: TextStyle): number {
    const lines = this.lines(text, width, style);
    lines.forEach((line, index) => {
      this.line(line, x, y + index * lineHeight(style.size), width, style);
    });
    return lines.length * lineHeight(style.size);
  }

  private line(text: string, x: number, top: number, width: number, style: TextStyle): void {
    const weight: Weight = style.bold ? 700 : 400;
    const lineWidth = this.measure(text, style);
    let left =
      style.align === "right" ? x + width - lineWidth : style.align === "center" ? x + (width - lineWidth) / 2 : x;
    // Every run on the one baseline, whatever its face's own ascent.
    const baseline = top + style.size * 1.12;
    this.doc.fillColor(style.color ?? INK);
    for (const run of runsOf(text, weight)) {
      const font = fontName(run.face, weight);
      this.doc.font(font).fontSize(style.size);
      this.doc.text(run.text, left, baseline, { lineBreak: false, baseline: "alphabetic" });
      left += this.doc.widthOfString(run.text);
    }
  }

  /** A straight line. */
  rule(x1: number, y1: number, x2: number, y2: number, options: { color?: string; width?: number } = {}): void {
    this.doc
      .lineWidth(options.width ?? 0.6)
      .strokeColor(options.color ?? "#8c8279")
      .moveTo(x1, y1)
      .lineTo(x2, y2)
      .stroke();
  }

  /** A filled box (a table's heading band). */
  box(x: number, y: number, width: number, height: number, color: string): void {
    this.doc.rect(x, y, width, height).fill(color);
  }

  /** Ends the document; the stream ends once the last bytes are out. */
  end(): PDFKit.PDFDocument {
    this.doc.end();
    return this.doc;
  }
}

/** A table's column as its content asks: its heading and every cell's text. */
export interface ColumnContent {
  heading: string;
  cells: readonly string[];
  /** The cells' own style when it is not the table's (a bold quantity). */
  cell?: TextStyle;
  /** The column that takes the width the others leave (a description): wrapped at spaces, never inside a word. */
  rest?: boolean;
}

/** Room measured text is given beyond its own width, so rounding never wraps it. */
const SLACK = 1;

/**
 * The widths of a table's columns from their content, measured in the faces they are set in: every column but the
 * rest column is as wide as its widest cell line and its heading, and what is left goes to the rest column. When that
 * leaves it too little (under its longest word, or under a third of the table for a long description), headings of
 * more than one word ("Taxable value", "Unit price") wrap at their spaces to give it room; cells never wrap, so a
 * figure stays on one line.
 */
export function columnWidths(
  paper: Paper,
  columns: readonly ColumnContent[],
  width: number,
  gap: number,
  styles: { heading: TextStyle; cell: TextStyle },
): number[] {
  const widthOf = (column: ColumnContent, headingPieces: "lines" | "words") =>
    Math.ceil(
      Math.max(
        paper.widest([column.heading], styles.heading, headingPieces),
        paper.widest(
          column.cells,
          column.cell ?? styles.cell,
          column.rest && headingPieces === "words" ? "words" : "lines",
        ),
      ),
    ) + SLACK;
  const whole = columns.map((column) => widthOf(column, "lines"));
  const least = columns.map((column) => widthOf(column, "words"));
  const free = width - gap * (columns.length - 1);
  const rest = columns.findIndex((column) => column.rest);
  const widths = columns.map((_column, index) => (index === rest ? 0 : (whole[index] ?? 0)));
  const taken = () => widths.reduce((sum, each, index) => (index === rest ? sum : sum + each), 0);
  const wanted = Math.max(least[rest] ?? 0, Math.min(whole[rest] ?? 0, free / 3));
  let short = wanted - (free - taken());
  for (let index = 0; index < widths.length && short > 0; index++) {
    if (index === rest) continue;
    const give = Math.min((widths[index] ?? 0) - (least[index] ?? 0), short);
    widths[index] = (widths[index] ?? 0) - give;
    short -= give;
  }
  if (rest >= 0) widths[rest] = Math.max(least[rest] ?? 0, free - taken());
  return widths;
}
