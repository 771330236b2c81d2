import { isRouteErrorResponse, useRouteError } from 'react-router';

const box = {
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: 24,
  textAlign: 'center',
} as const;
const button = {
  marginTop: 16,
  padding: '10px 20px',
  fontSize: 15,
  borderRadius: 6,
  border: 0,
  background: '#1976d2',
  color: '#fff',
  cursor: 'pointer',
} as const;

/**
 * The root error page: a screen whose code failed to load (new release, lost connection) or crashed.
 * Plain markup on purpose: it must render even when the chunk with the UI kit is what failed.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main style={box}>
      <div>
        <h1 style={{ fontSize: 22, margin: 0 }}>화면을 표시하지 못했습니다</h1>
        <p style={{ color: '#555' }}>일시적인 문제일 수 있습니다. 새로고침 후 다시 시도해주세요.</p>
        <button type="button" style={button} onClick={() => window.location.reload()}>
          새로고침
        </button>
        <p>
          <a href="/">홈으로</a>
        </p>
      </div>
    </main>
  );
}

/** Shown while the first screen's code loads. */
export function BootFallback() {
  return (
    <main style={box} aria-busy="true">
      <p style={{ color: '#888' }}>불러오는 중…</p>
    </main>
  );
}
