// The rows of the import benchmark: a valid member-import file of `count` rows, as the browser
// sends them after parsing the spreadsheet (all cells as text). Shared by the server commit
// figure and, for the browser side, the validation figure, so both measure the same file.
export function importRows(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    name: `가져오기${index}`,
    email: `import${index}@bench.example.com`,
    cellPhone: `016${String(index).padStart(8, '0')}`,
    gender: index % 2 ? '남' : '여',
    rank: '사원',
    eventDate: `19${String(70 + (index % 30))}0${1 + (index % 9)}1${index % 10}`,
    lunar: index % 7 ? '양력' : '음력',
  }));
}
