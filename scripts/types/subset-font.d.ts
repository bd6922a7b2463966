// The one call scripts/subset-font.ts makes (the package ships no types).
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; variationAxes?: Record<string, Axis> },
  ): Promise<Buffer>
}
