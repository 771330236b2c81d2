import type { Db } from '../client';
import { groups } from '../schema';

/** The regular company's organisation chart: headquarters with their teams, and two lone teams. */
export const REGULAR_CHART: ReadonlyArray<{ name: string; teams?: readonly string[] }> = [
  { name: '경영지원본부', teams: ['인사팀', '재무팀'] },
  { name: '개발본부', teams: ['플랫폼팀', '모바일팀', 'QA팀'] },
  { name: '영업본부', teams: ['국내영업팀', '해외영업팀'] },
  { name: '마케팅팀' },
  { name: '고객지원팀' },
];

/** The branded buyer has a one-department chart, so its lists are not empty in the demo. */
export const BRANDED_CHART: ReadonlyArray<{ name: string; teams?: readonly string[] }> = [
  { name: '브랜드사업팀' },
];

export interface SeededChart {
  /** Group id by department name. */
  byName: Map<string, number>;
  /** Departments without sub-departments, in chart order: where members are placed. */
  leaves: number[];
}

/** Inserts a chart for a company, top level first, `sort` following the listed order. */
export async function seedChart(
  tx: Db,
  companyId: number,
  chart: ReadonlyArray<{ name: string; teams?: readonly string[] }>,
): Promise<SeededChart> {
  const tops = await tx
    .insert(groups)
    .values(chart.map(({ name }, sort) => ({ companyId, name, sort })))
    .returning({ id: groups.id, name: groups.name });
  const byName = new Map(tops.map(({ id, name }) => [name, id]));
  const teams = chart.flatMap(({ name, teams: names = [] }) =>
    names.map((team, sort) => ({ companyId, name: team, sort, parentId: byName.get(name)! })),
  );
  const inserted = teams.length
    ? await tx.insert(groups).values(teams).returning({ id: groups.id, name: groups.name })
    : [];
  for (const { id, name } of inserted) byName.set(name, id);
  const leaves = chart.flatMap(({ name, teams: names }) =>
    names?.length ? names.map((team) => byName.get(team)!) : [byName.get(name)!],
  );
  return { byName, leaves };
}
