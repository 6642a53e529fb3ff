// The date formats of form values (spec §9: yyyy-MM-dd HH:mm:ss), in dayjs notation. The contracts carry the
// same constants, but the app takes only types from them (their entry brings the schemas along).
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';
