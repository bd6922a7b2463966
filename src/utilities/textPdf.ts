/**
 * A one-page PDF of text lines, written by hand (PDF 1.4, the built-in Helvetica fonts, WinAnsi
 * text): no library, nothing fetched. Lines are laid out top to bottom. Used for official
 * receipts and for the seed's demo documents.
 */
export type PdfLine = { text: string; bold?: boolean; size?: number; gapBefore?: number }

/** Text for a PDF string in WinAnsi: typographic quotes become plain ones, the rest Latin-1 or "?". */
function pdfText(s: string): string {
  const plain = s.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"').replace(/[\u2013\u2014]/g, '-').replace(/\u00A0/g, ' ')
  let out = ''
  for (const ch of plain) {
    const code = ch.codePointAt(0)!
    const c = code < 256 ? ch : '?'
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : code >= 128 && code < 256 ? `\\${code.toString(8).padStart(3, '0')}` : c
  }
  return out
}

export function buildPdf(lines: PdfLine[]): Uint8Array {
  const ops: string[] = ['BT']
  let y = 800
  for (const line of lines) {
    const size = line.size ?? 11
    y -= (line.gapBefore ?? 0) + size + 5
    ops.push(`/${line.bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 50 ${y} Tm (${pdfText(line.text)}) Tj`)
  }
  ops.push('ET')
  const content = ops.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(pdf, 'latin1'))
}
