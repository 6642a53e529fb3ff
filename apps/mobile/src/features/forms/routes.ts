import type { RouteObject } from 'react-router';

/** Form screens: /formContent, /previewForm, /templateForm, /QRCodeForm, /template/preview, /appContent, /canvas. */
export const formRoutes: RouteObject[] = [];
