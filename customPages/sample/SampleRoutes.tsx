import type { ComponentType } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import { DialogProvider } from '../../components/dialogs/DialogProvider';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { SampleIndex } from './SampleIndex';
import { SAMPLE_THEMES, sampleThemeName } from './themes';
import { AccordionSample } from './pages/AccordionSample';
import { AlertSlideUpSample } from './pages/AlertSlideUpSample';
import { BannerSample } from './pages/BannerSample';
import { ButtonSample } from './pages/ButtonSample';
import { ConfirmSample } from './pages/ConfirmSample';
import { DatePickerSample } from './pages/DatePickerSample';
import { DragDropTreeSample } from './pages/DragDropTreeSample';
import { DragFileSample } from './pages/DragFileSample';
import { ExcelSample } from './pages/ExcelSample';
import { FormSample } from './pages/FormSample';
import { IconSample } from './pages/IconSample';
import { InputSample } from './pages/InputSample';
import { MapSample } from './pages/MapSample';
import { PaginationSample } from './pages/PaginationSample';
import { PaymentResultSample } from './pages/PaymentResultSample';
import { PaymentTestSample } from './pages/PaymentTestSample';
import { RadioSample } from './pages/RadioSample';
import { ScrollSample } from './pages/ScrollSample';
import { SelectSample } from './pages/SelectSample';
import { SkeletonSample } from './pages/SkeletonSample';
import { TableSample } from './pages/TableSample';
import { ToastSample } from './pages/ToastSample';
import { WebSocketSample } from './pages/WebSocketSample';

/** Route segment -> page; the keys are exactly the samples of routes.tsv (a test compares them with SAMPLES). */
export const SAMPLE_PAGES: Readonly<Record<string, ComponentType>> = {
  icon: IconSample,
  toast: ToastSample,
  banner: BannerSample,
  select: SelectSample,
  input: InputSample,
  confirm: ConfirmSample,
  button: ButtonSample,
  radio: RadioSample,
  table: TableSample,
  pagination: PaginationSample,
  form: FormSample,
  accordion: AccordionSample,
  datepicker: DatePickerSample,
  'alert-dialog-slide-up': AlertSlideUpSample,
  'skeleton-loading': SkeletonSample,
  'drag-file': DragFileSample,
  excel: ExcelSample,
  'payment-test': PaymentTestSample,
  'payment-result': PaymentResultSample,
  'drag-drop-tree': DragDropTreeSample,
  map: MapSample,
  scroll: ScrollSample,
  'web-socket': WebSocketSample,
};

/**
 * The /sample/* showcase: its own routes, the theme named by ?theme= (primary, yellow, dark), and the
 * dialog and toast providers the widgets need. Mount it as <Route path="/sample/*" element={<SampleRoutes />} />.
 */
export function SampleRoutes() {
  const [params] = useSearchParams();
  const theme = SAMPLE_THEMES[sampleThemeName(params.get('theme'))];
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <DialogProvider>
        <ToastProvider>
          <Routes>
            <Route index element={<SampleIndex />} />
            {Object.entries(SAMPLE_PAGES).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to="/404" replace />} />
          </Routes>
        </ToastProvider>
      </DialogProvider>
    </ThemeProvider>
  );
}
