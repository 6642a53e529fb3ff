import './types';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
} from 'fastify';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '@baton/contracts';
import type { Config } from './config';
import type { Db } from './db/schema';
import { AppError, INTERNAL_MESSAGE, NOT_FOUND_ROUTE_MESSAGE, TooManyRequests } from './errors';
import { localize, pickLocale } from './i18n';
import { createLogger, logRequest } from './logging';
import { authRoutes } from './modules/auth/routes';
import { runtimeConfigRoutes } from './modules/runtime-config/routes';
import { ucRoutes } from './modules/uc/routes';
import { bpmRoutes } from './modules/bpm/routes';
import { formRoutes } from './modules/form/routes';
import { fileRoutes } from './modules/file/routes';
import { sealRoutes } from './modules/seal/routes';
import { portalRoutes } from './modules/portal/routes';
import { innermsgRoutes } from './modules/innermsg/routes';
import { authGuard } from './plugins/auth-guard';
import { formatValidationError, validatorCompiler } from './validation';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** A pino logger; one at config.logLevel writing to stdout when left out. */
  logger?: FastifyBaseLogger;
}

/** Fastify messages for client mistakes that never reach a schema, in the envelope's words. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body 不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body 不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body 过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的 Content-Type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length 与 body 长度不符',
  FST_ERR_BAD_URL: '请求地址无效',
  FST_ERR_MAX_PARAM_LENGTH: '路径参数过长',
  FST_ERR_ASYNC_CONSTRAINT: '请求无法匹配接口',
};

/** The app's language as its cookie tells it; the app's default (not the browser's) when there is none. */
function cookieLocale(header: string | undefined): Locale {
  const value = header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

/**
 * Pages the build prepared (apps/mobile/prerender.mjs), each written once per locale as `<file>.<locale>.html`:
 * the route's scripts and texts preload with the HTML, and the login page and the lists paint their frame with
 * it. A page whose files are missing boots from index.html.
 */
const PRERENDERED = [
  { route: /^\/login(\/[^/]+)?\/?$/, file: 'login' },
  { route: /^\/work\/myMatters\/0\/?$/, file: 'my-matters-0' },
  { route: /^\/work\/myMatters\/1\/?$/, file: 'my-matters-1' },
  { route: /^\/home(\/[^/]+)?\/?$/, file: 'home' },
  { route: /^\/task\/[^/]+\/[^/]+\/?$/, file: 'task' },
];

function prerenderedPages(staticDir: string) {
  return PRERENDERED.filter(({ file }) =>
    LOCALES.every((locale) => existsSync(path.join(staticDir, `${file}.${locale}.html`))),
  );
}

/** Builds the app without listening; plugins go external first, then the app's own, then module routes. */
export function buildApp({ config, db, logger }: BuildAppOptions) {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
    // Fastify's own request lines lack tenant and user; logRequest writes one line with everything instead.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    schemaErrorFormatter: formatValidationError,
    bodyLimit: 1024 * 1024,
    // Errors the router raises before any route (bad URL, over-long path parameter) get the envelope too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply
        .status(status)
        .send({ state: false, message: CLIENT_ERROR_MESSAGES[error.code] ?? '请求无效' });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorateRequest('auth', null);
  app.addHook('onResponse', async (request, reply) => logRequest(request, reply));
  // Every envelope's message goes out in the language the client asked for (zh-CN texts are the keys).
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (
      payload &&
      typeof payload === 'object' &&
      typeof (payload as { message?: unknown }).message === 'string'
    ) {
      const envelope = payload as { message: string };
      const message = localize(envelope.message, pickLocale(request.headers['accept-language']));
      if (message !== envelope.message) return { ...envelope, message };
    }
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ state: false, message: error.message });
    }
    if (error.validation || error.code === 'FST_ERR_VALIDATION') {
      return reply.status(400).send({ state: false, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = CLIENT_ERROR_MESSAGES[error.code] ?? error.message;
      return reply.status(status).send({ state: false, message });
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'unhandled error');
    return reply.status(500).send({ state: false, message: INTERNAL_MESSAGE, errorId });
  });

  const snapshots = config.staticDir ? prerenderedPages(config.staticDir) : [];
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (config.staticDir && wantsPage) {
      // A prerendered route paints the page itself with the HTML, in the language of the app's cookie.
      const pathname = request.url.split('?')[0] ?? '';
      const snapshot = snapshots.find(({ route }) => route.test(pathname));
      if (snapshot) {
        const locale = cookieLocale(request.headers.cookie);
        return reply.type('text/html').header('vary', 'Cookie').sendFile(`${snapshot.file}.${locale}.html`);
      }
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ state: false, message: NOT_FOUND_ROUTE_MESSAGE });
  });

  app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new TooManyRequests(),
  });
  app.register(swagger, {
    openapi: {
      info: { title: 'Baton API', version: '0.1.0', description: 'Envelope: { state, message, value }' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  app.register(swaggerUi, { routePrefix: '/api-docs', staticCSP: true });
  if (config.staticDir) {
    app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each asset; hashed file names never change, the page always may.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  // Everything in this scope needs a token unless the route is marked anonymous.
  app.register(async (api) => {
    authGuard(api);
    await api.register(authRoutes);
    await api.register(ucRoutes);
    await api.register(runtimeConfigRoutes);
    await api.register(bpmRoutes);
    await api.register(formRoutes);
    await api.register(fileRoutes);
    await api.register(sealRoutes);
    await api.register(portalRoutes);
    await api.register(innermsgRoutes);
  });

  return app;
}

export type App = ReturnType<typeof buildApp>;
