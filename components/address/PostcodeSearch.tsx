import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { POSTCODE_FAILURE_MESSAGE, chosenAddress, loadPostcodeScript } from './loadPostcodeScript';

/** Spec 1 §9: the embedded widget is 500 px high. */
export const POSTCODE_HEIGHT = 500;
/** Spec 1 §5: at most 10 suggestions. */
export const POSTCODE_MAX_SUGGESTIONS = 10;

export interface ChosenAddress {
  zonecode: string;
  address: string;
  bcode: string;
}

export interface PostcodeSearchProps {
  /** The script's address (links constant postcodeScriptUrl); components never fetch it themselves. */
  scriptUrl: string;
  onComplete: (address: ChosenAddress) => void;
  /** Told once when the script cannot be used, so the caller can let the visitor type the address. */
  onFailure?: () => void;
  timeoutMs?: number;
}

/** The Kakao postcode search embedded in the page, loaded on demand; the spec's message when it fails. */
export function PostcodeSearch({ scriptUrl, onComplete, onFailure, timeoutMs }: PostcodeSearchProps) {
  const container = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The latest callbacks, without re-running the embed when a parent re-renders.
  const callbacks = useRef({ onComplete, onFailure });
  callbacks.current = { onComplete, onFailure };

  useEffect(() => {
    let live = true;
    loadPostcodeScript(scriptUrl, timeoutMs)
      .then((Postcode) => {
        if (!live || !container.current) return;
        new Postcode({
          oncomplete: (data) => callbacks.current.onComplete(chosenAddress(data)),
          width: '100%',
          height: '100%',
          maxSuggestItems: POSTCODE_MAX_SUGGESTIONS,
        }).embed(container.current);
        setState('ready');
      })
      .catch(() => {
        if (!live) return;
        setState('failed');
        callbacks.current.onFailure?.();
      });
    return () => {
      live = false;
    };
  }, [scriptUrl, timeoutMs]);

  if (state === 'failed') {
    return (
      <Alert severity="warning" role="alert">
        {POSTCODE_FAILURE_MESSAGE}
      </Alert>
    );
  }
  return (
    <Box sx={{ position: 'relative', height: POSTCODE_HEIGHT, width: '100%' }}>
      {state === 'loading' && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }} role="status">
          <CircularProgress aria-label="우편번호 검색을 불러오는 중" />
        </Box>
      )}
      <Box ref={container} data-testid="postcode-embed" sx={{ height: '100%', width: '100%' }} />
    </Box>
  );
}
