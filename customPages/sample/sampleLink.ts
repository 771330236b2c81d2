import { useSearchParams } from 'react-router';
import { SAMPLE_BASE } from './samples';
import { sampleThemeName } from './themes';

/** A showcase path that keeps the chosen theme, so moving between samples does not reset it. */
export function useSampleHref(): (path: string, extra?: Record<string, string>) => string {
  const [params] = useSearchParams();
  const theme = params.get('theme');
  return (path, extra = {}) => {
    const query = new URLSearchParams(extra);
    if (theme && sampleThemeName(theme) === theme) query.set('theme', theme);
    const text = query.toString();
    const base = path ? `${SAMPLE_BASE}/${path}` : SAMPLE_BASE;
    return text ? `${base}?${text}` : base;
  };
}
