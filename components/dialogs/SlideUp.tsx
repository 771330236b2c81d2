import { forwardRef } from 'react';
import type { ReactElement, Ref } from 'react';
import { Slide } from '@mui/material';
import type { TransitionProps } from '@mui/material/transitions';

/** The "alert dialog slide up" transition: the dialog rises from the bottom edge. */
export const SlideUp = forwardRef(function SlideUp(
  props: TransitionProps & { children: ReactElement },
  ref: Ref<unknown>,
) {
  return <Slide direction="up" ref={ref} {...props} />;
});
