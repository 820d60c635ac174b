/**
 * Reading a spreadsheet export (Plan to Eat, My Recipe Box) into rows keyed by the header's column
 * names, lower case. Uses csv-parse's synchronous API: quoted fields may hold line breaks, commas
 * and doubled quotes; the delimiter (",", ";" or tab) is the one the header row uses most.
 */
import { parse } from "csv-parse/sync";
import { decodeText } from "./reader-support";

export interface CsvRow {
  /** 1-based record number after the header, for failures that point at a row. */
  line: number;
  /** Column name (lower case, trimmed) → the cell's text ("" when the row is short). */
  cells: Map<string, string>;
}

export interface CsvTable {
  columns: string[];
  rows: CsvRow[];
}

/** The header row's column names, lower case, or [] when the text has no header line. */
export function csvColumns(text: string): string[] {
  const firstLine = headerLine(text);
  if (!firstLine) return [];
  try {
    const [header] = parse(firstLine, { delimiter: delimiterOf(firstLine), relax_quotes: true }) as string[][];
    return (header ?? []).map(normaliseColumn);
  } catch {
    return [];
  }
}

/** The table in a file's bytes; throws (csv-parse's message) when the text is not CSV. */
export function readCsv(bytes: Uint8Array): CsvTable {
  const text = decodeText(bytes);
  const records = parse(text, {
    delimiter: delimiterOf(headerLine(text)),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    bom: true,
  }) as string[][];
  const [header, ...body] = records;
  const columns = (header ?? []).map(normaliseColumn);
  const rows = body
    .filter((record) => record.some((cell) => cell.trim() !== ""))
    .map((record, index) => ({
      line: index + 1,
      cells: new Map(columns.map((column, i) => [column, (record[i] ?? "").trim()])),
    }));
  return { columns, rows };
}

function headerLine(text: string): string {
  return (text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/, 1)[0] ?? "").trim();
}

function delimiterOf(line: string): string {
  const outside = line.replace(/"[^"]*"/g, "");
  const counts = [",", ";", "\t"].map((delimiter) => [delimiter, outside.split(delimiter).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function normaliseColumn(name: string): string {
  return name
    .replace(/^\uFEFF/, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}
