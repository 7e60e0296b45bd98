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
}

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

  /** The lines the text wraps to within the width: its own line breaks kept, then by words, a long word by letters. */
  lines(text: string, width: number, style: TextStyle): string[] {
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
