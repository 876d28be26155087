import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv-cell';

describe('csvCell', () => {
  it('defuses text a spreadsheet would run as a formula, and leaves numbers alone', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tTab')).toBe("'\tTab");
    expect(csvCell(-315.5)).toBe('-315.5');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvLine(['a,b', 'say "hi"', 'plain', 3])).toBe('"a,b","say ""hi""",plain,3\r\n');
  });
});
