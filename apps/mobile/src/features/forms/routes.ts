import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths';
import { lazyPage as page } from '../../lib/lazy-page';

/** Form screens: /formContent, /previewForm, /templateForm, /QRCodeForm, /template/preview, /appContent, /canvas. */
export const formRoutes: RouteObject[] = [
  {
    path: paths.formContent.path,
    ...page(
      () => import('./routes/form-content-page'),
      (m) => m.FormContentPage,
    ),
  },
  {
    path: paths.previewForm.path,
    ...page(
      () => import('./routes/preview-form-page'),
      (m) => m.PreviewFormPage,
    ),
  },
  {
    path: paths.templateForm.path,
    ...page(
      () => import('./routes/template-form-page'),
      (m) => m.TemplateFormPage,
    ),
  },
  {
    path: paths.qrCodeForm.path,
    ...page(
      () => import('./routes/template-form-page'),
      (m) => m.QrCodeFormPage,
    ),
  },
  {
    path: paths.templatePreview.path,
    ...page(
      () => import('./routes/template-list-page'),
      (m) => m.TemplateListPage,
    ),
  },
  {
    path: paths.appContent.path,
    ...page(
      () => import('./routes/app-content-page'),
      (m) => m.AppContentPage,
    ),
  },
  {
    path: paths.canvas.path,
    ...page(
      () => import('./routes/canvas-page'),
      (m) => m.CanvasPage,
    ),
  },
];
